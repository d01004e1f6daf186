import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/ActionIcon.css';
import { Button, Checkbox, Group, Stepper, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import type { RequestContent } from '~/content';
import { draftStore } from './draft';
import { fieldId, fieldProps } from './fieldProps';
import { Honeypot } from './Honeypot';
import { LinksField } from './LinksField';
import { requestMailto } from './mailto';
import { buildPayload, cleanStepOne } from './payload';
import { RequestFallback } from './RequestFallback';
import { toaster } from './toast';
import { useRequestSubmit } from './useRequestSubmit';
import { isFilled, stepOneError } from './validate';
import { emptyValues, type RequestValues } from './values';
import classes from './RequestForm.module.css';
import { Grid } from '~/ui/Grid/Grid';

/** How the agency is reached without the form: its phone number and e-mail address, from site.yaml. */
export type Contact = { phone: string; email: string };
export type RequestFormProps = { page: RequestContent; endpoint: string; timeoutMs: number; contact: Contact };

export function RequestForm({ page, endpoint, timeoutMs, contact }: RequestFormProps) {
  const { fields, buttons, messages, limits } = page;
  const [step, setStep] = useState(0);
  const form = useForm<RequestValues>({ mode: 'controlled', initialValues: emptyValues() });
  const { values } = form;

  // Restores the draft once, after hydration, so the prerendered HTML and the first render agree.
  useEffect(() => {
    const draft = draftStore.read();
    if (!draft) return;
    form.setValues(draft.values);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage only exists after hydration
    setStep(draft.step);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => draftStore.write({ values, step }), [values, step]);

  // Step 1's rules judge the values as they will be sent: `<b></b>` as a name is an empty name.
  const stepOne = cleanStepOne(values, limits);
  const next = () => {
    const error = stepOneError(stepOne);
    if (error) toaster(page.toastClose)(messages[error]);
    else setStep(1);
  };

  const { sending, failed, submit } = useRequestSubmit(values, {
    page,
    endpoint,
    timeoutMs,
    onStepOneError: () => setStep(0),
    onSent: () => {
      form.setValues(emptyValues());
      draftStore.clear();
      setStep(0);
    },
  });

  return (
    <>
      <form onSubmit={submit} noValidate className={classes.form}>
        <Stepper
          active={step}
          onStepClick={(i) => i < step && setStep(i)}
          allowNextStepsSelect={false}
          wrap={false}
          size="sm"
          className={classes.stepper}
        >
          {page.steps.map((s) => (
            <Stepper.Step key={s.label} label={s.label} description={s.description} />
          ))}
        </Stepper>
        <Text size="sm" c="dimmed" mb="md">
          {page.requiredHint}
        </Text>
        {step === 0 ? (
          <div className={classes.step}>
            <Grid sm={2} gap="md" component="div">
              <TextInput autoComplete="given-name" {...fieldProps(form, 'prenom', fields.prenom, limits.prenom, true)} />
              <TextInput autoComplete="family-name" {...fieldProps(form, 'nom', fields.nom, limits.nom, true)} />
            </Grid>
            <TextInput autoComplete="organization" {...fieldProps(form, 'entreprise', fields.entreprise, limits.entreprise, true)} />
            <Grid sm={2} gap="md" component="div">
              <TextInput type="email" autoComplete="email" {...fieldProps(form, 'email', fields.email, limits.email, true)} />
              <TextInput type="tel" autoComplete="tel" {...fieldProps(form, 'telephone', fields.telephone, limits.telephone)} />
            </Grid>
            <Group justify="flex-end">
              <Button size="md" onClick={next} disabled={!isFilled(stepOne)}>
                {buttons.continue}
              </Button>
            </Group>
          </div>
        ) : (
          <div className={classes.step}>
            <TextInput type="url" inputMode="url" {...fieldProps(form, 'siteActuel', fields.siteActuel, limits.siteActuel)} />
            <Textarea autosize minRows={4} {...fieldProps(form, 'message', fields.message, limits.message)} />
            <LinksField
              links={values.liens}
              labels={{ ...fields, ...buttons }}
              maxLength={limits.lien}
              onChange={(i, value) => form.setFieldValue(`liens.${i}`, value)}
              onAdd={() => form.insertListItem('liens', '')}
              onRemove={(i) => values.liens.length > 1 && form.removeListItem('liens', i)}
            />
            <Checkbox
              id={fieldId('accepteContact')}
              label={fields.accepteContact.label}
              {...form.getInputProps('accepteContact', { type: 'checkbox' })}
            />
            <Honeypot label={fields.honeypot.label} input={form.getInputProps('_gotcha')} />
            <Group justify="space-between">
              <Button variant="default" size="md" onClick={() => setStep(0)}>
                {buttons.back}
              </Button>
              <Button
                type="submit"
                size="md"
                disabled={!values.accepteContact}
                loading={sending}
                classNames={{ root: classes.submit, label: classes.submitLabel }}
              >
                {buttons.submit}
              </Button>
            </Group>
            <Text role="status" size="sm" ta="right" className={classes.status}>
              {sending ? page.sending : ''}
            </Text>
          </div>
        )}
      </form>
      {failed && (
        <RequestFallback
          fallback={page.fallback}
          phone={contact.phone}
          mailto={requestMailto(contact.email, buildPayload(values, limits, page.subjectPrefix), page)}
        />
      )}
    </>
  );
}
