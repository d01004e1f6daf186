import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { SampleFormBlock } from '~/blocks/types';
import { SampleSection } from '../SampleSection/SampleSection';
import classes from './SampleForm.module.css';
import { Grid } from '~/ui/Grid/Grid';
import { field } from '~/ui/field';

type Field = SampleFormBlock['fields'][number];

function FormField({ input }: { input: Field }) {
  const common = {
    label: input.label,
    labelProps: field(input, 'label'),
    name: input.name,
    className: input.wide ? classes.wide : undefined,
  };
  if (input.kind === 'textarea') return <Textarea {...common} minRows={4} autosize />;
  if (input.kind === 'select')
    return <NativeSelect {...common} data={(input.options ?? []).map(({ value, label }) => ({ value, label }))} />;
  return <TextInput {...common} type={input.kind} />;
}

/** A sample site's form: it looks real and sends nothing. */
export function SampleForm({ block }: { block: SampleFormBlock }) {
  return (
    <SampleSection
      anchor={block.anchor}
      eyebrow={block.eyebrow}
      title={block.title}
      subtitle={block.text}
      alt
      fields={{ eyebrow: field(block, 'eyebrow'), title: field(block, 'title'), subtitle: field(block, 'text') }}
    >
      {/* method="dialog" outside a dialog: submitting does nothing, with or without JavaScript. */}
      <form className={classes.form} method="dialog" noValidate>
        <Grid sm={2} gap="md" component="div">
          {block.fields.map((input) => (
            <FormField key={input.name} input={input} />
          ))}
        </Grid>
        <Button type="submit" size="lg" mt="xl" {...field(block, 'submit')}>
          {block.submit}
        </Button>
      </form>
    </SampleSection>
  );
}
