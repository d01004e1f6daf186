import { Button, Checkbox, Group, Text, Textarea, TextInput } from '@mantine/core';
import type { RequestContent } from '~/content';
import { fieldId, fieldProps, type RequestFormState } from './fieldProps';
import { Honeypot } from './Honeypot';
import { LinksField } from './LinksField';
import classes from './RequestForm.module.css';
import { sendingLoaderProps } from './SendingLoader';

type StepTwoProps = {
  ref?: React.Ref<HTMLDivElement>;
  form: RequestFormState;
  page: RequestContent;
  /** The script runs the form: the links are a list, "Retour" shows, the send waits for consent. */
  scripted: boolean;
  sending: boolean;
  onBack: () => void;
};

/**
 * Step 2, the project. As HTML (no script yet, or none at all) the useful links are one field, `liens`, and the
 * consent box is the browser's to require; with the script they are a list to add to and remove from.
 */
export function StepTwo({ ref, form, page, scripted, sending, onBack }: StepTwoProps) {
  const { fields, buttons, limits, maxLinks } = page;
  const { values } = form;
  return (
    <div ref={ref} className={classes.step}>
      <TextInput inputMode="url" autoComplete="url" {...fieldProps(form, 'siteActuel', fields.siteActuel, limits.siteActuel)} />
      <Textarea autosize minRows={4} {...fieldProps(form, 'message', fields.message, limits.message)} />
      {scripted ? (
        <LinksField
          links={values.liens}
          labels={{ ...fields, ...buttons }}
          maxLength={limits.lien}
          maxLinks={maxLinks}
          onChange={(i, value) => form.setFieldValue(`liens.${i}`, value)}
          onAdd={() => values.liens.length < maxLinks && form.insertListItem('liens', '')}
          onRemove={(i) => values.liens.length > 1 && form.removeListItem('liens', i)}
        />
      ) : (
        <Textarea
          id={fieldId('liens')}
          name="liens"
          label={fields.liens.label}
          description={fields.liens.placeholder}
          placeholder={fields.lien.placeholder}
          rows={3}
          // Every link at its limit, one a line.
          maxLength={maxLinks * (limits.lien + 1) - 1}
        />
      )}
      <Checkbox
        id={fieldId('accepteContact')}
        label={fields.accepteContact.label}
        required
        {...form.getInputProps('accepteContact', { type: 'checkbox' })}
      />
      <Honeypot label={fields.honeypot.label} input={form.getInputProps('_gotcha')} />
      <Group justify={scripted ? 'space-between' : 'flex-end'}>
        {scripted && (
          <Button variant="default" size="md" onClick={onBack}>
            {buttons.back}
          </Button>
        )}
        <Button
          type="submit"
          size="md"
          disabled={scripted && !values.accepteContact}
          loading={sending}
          loaderProps={sendingLoaderProps}
          classNames={{ root: classes.submit, label: classes.submitLabel }}
        >
          {buttons.submit}
        </Button>
      </Group>
      <Text role="status" size="sm" ta="right" className={classes.status}>
        {sending ? page.sending : ''}
      </Text>
    </div>
  );
}
