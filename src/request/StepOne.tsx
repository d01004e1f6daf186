import { Button, Group, TextInput } from '@mantine/core';
import type { RequestContent } from '~/content';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';
import { FRENCH_PHONE_PATTERN } from '../../schema/phone.ts';
import { fieldProps, type RequestFormState } from './fieldProps';
import classes from './RequestForm.module.css';

type StepOneProps = {
  form: RequestFormState;
  page: RequestContent;
  /** "Continuer", once the script runs the steps; without it the HTML form shows both steps and has no such button. */
  onNext?: () => void;
  canContinue: boolean;
};

/** Step 1, who the visitor is. Its checks are the browser's too (required, e-mail, the French phone rule as a pattern). */
export function StepOne({ form, page, onNext, canContinue }: StepOneProps) {
  const { fields, limits, buttons } = page;
  return (
    <div className={classes.step}>
      <Grid sm={2} gap="md" component="div">
        <TextInput autoComplete="given-name" {...fieldProps(form, 'prenom', fields.prenom, limits.prenom, true)} />
        <TextInput autoComplete="family-name" {...fieldProps(form, 'nom', fields.nom, limits.nom, true)} />
      </Grid>
      <TextInput autoComplete="organization" {...fieldProps(form, 'entreprise', fields.entreprise, limits.entreprise, true)} />
      <Grid sm={2} gap="md" component="div">
        <TextInput type="email" autoComplete="email" {...fieldProps(form, 'email', fields.email, limits.email, true)} />
        <TextInput
          type="tel"
          autoComplete="tel"
          pattern={FRENCH_PHONE_PATTERN}
          {...fieldProps(form, 'telephone', fields.telephone, limits.telephone)}
        />
      </Grid>
      {onNext && (
        <Group justify="flex-end">
          <Button size="md" onClick={onNext} disabled={!canContinue} {...field(buttons, 'continue')}>
            {buttons.continue}
          </Button>
        </Group>
      )}
    </div>
  );
}
