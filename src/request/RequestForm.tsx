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
import { LinksField } from './LinksField';
import { buildPayload } from './payload';
import { sendRequest } from './submit';
import { canSend, recordSend, sendLog } from './throttle';
import { toast } from './toast';
import { isFilled, stepOneError } from './validate';
import { emptyValues, type RequestValues } from './values';
import classes from './RequestForm.module.css';
import { Grid } from '~/ui/Grid/Grid';

export type RequestFormProps = { page: RequestContent; endpoint: string; timeoutMs: number };

export function RequestForm({ page, endpoint, timeoutMs }: RequestFormProps) {
  const { fields, buttons, messages, limits } = page;
  const [step, setStep] = useState(0);
  const [sending, setSending] = useState(false);
  const form = useForm<RequestValues>({ mode: 'controlled', initialValues: emptyValues() });
  const { values } = form;

  // Restores the draft once, after hydration, so the prerendered HTML and the first render agree.
  useEffect(() => {
    const draft = draftStore.read();
    if (!draft) return;
    form.setValues(draft.values);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage only exists after hydration
    setStep(draft.step);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => draftStore.write({ values, step }), [values, step]);

  const next = () => {
    const error = stepOneError(values);
    if (error) toast(messages[error]);
    else setStep(1);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!values.accepteContact) return toast(messages.consent);
    const now = Date.now();
    const sends = sendLog.read();
    if (!canSend(sends, now, page.throttle)) return toast(messages.throttle);
    sendLog.write(recordSend(sends, now, page.throttle));
    setSending(true);
    // A filled honeypot is a robot: it gets the success message and nothing is sent.
    const ok = values._gotcha !== '' || (await sendRequest(endpoint, buildPayload(values, limits, page.subjectPrefix), timeoutMs));
    setSending(false);
    if (!ok) return toast(messages.error);
    toast(messages.success, 'success');
    form.setValues(emptyValues());
    draftStore.clear();
    setStep(0);
  };

  return (
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
            <TextInput autoComplete="given-name" {...inputOf(form, 'prenom', fields.prenom, limits.prenom, true)} />
            <TextInput autoComplete="family-name" {...inputOf(form, 'nom', fields.nom, limits.nom, true)} />
          </Grid>
          <TextInput autoComplete="organization" {...inputOf(form, 'entreprise', fields.entreprise, limits.entreprise, true)} />
          <Grid sm={2} gap="md" component="div">
            <TextInput type="email" autoComplete="email" {...inputOf(form, 'email', fields.email, limits.email, true)} />
            <TextInput type="tel" autoComplete="tel" {...inputOf(form, 'telephone', fields.telephone, limits.telephone)} />
          </Grid>
          <Group justify="flex-end">
            <Button size="md" onClick={next} disabled={!isFilled(values)}>
              {buttons.continue}
            </Button>
          </Group>
        </div>
      ) : (
        <div className={classes.step}>
          <TextInput type="url" inputMode="url" {...inputOf(form, 'siteActuel', fields.siteActuel, limits.siteActuel)} />
          <Textarea autosize minRows={4} {...inputOf(form, 'message', fields.message, limits.message)} />
          <LinksField
            links={values.liens}
            labels={{ ...fields, ...buttons }}
            maxLength={limits.lien}
            onChange={(i, value) => form.setFieldValue(`liens.${i}`, value)}
            onAdd={() => form.insertListItem('liens', '')}
            onRemove={(i) => values.liens.length > 1 && form.removeListItem('liens', i)}
          />
          <Checkbox label={fields.accepteContact.label} {...form.getInputProps('accepteContact', { type: 'checkbox' })} />
          <div className={classes.honeypot} aria-hidden="true">
            <label>
              {fields.honeypot.label}
              <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" {...form.getInputProps('_gotcha')} />
            </label>
          </div>
          <Group justify="space-between">
            <Button variant="default" size="md" onClick={() => setStep(0)}>
              {buttons.back}
            </Button>
            <Button type="submit" size="md" disabled={!values.accepteContact} loading={sending}>
              {buttons.submit}
            </Button>
          </Group>
        </div>
      )}
    </form>
  );
}

type FieldText = { label: string; placeholder?: string };

function inputOf(
  form: ReturnType<typeof useForm<RequestValues>>,
  name: keyof RequestValues,
  text: FieldText,
  maxLength: number,
  required = false,
) {
  return {
    label: text.label,
    placeholder: text.placeholder,
    withAsterisk: required,
    required,
    maxLength,
    ...form.getInputProps(name),
  };
}
