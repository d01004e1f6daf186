import { ActionIcon, Button, Stack, Text, TextInput } from '@mantine/core';
import type { RequestContent } from '~/content';
import { format } from '~/content/tokens';
import { Icon } from '~/ui/Icon';
import { fieldId } from './fieldProps';
import classes from './RequestForm.module.css';

type LinksFieldProps = {
  links: string[];
  labels: Pick<RequestContent['fields'], 'liens' | 'lien'> & Pick<RequestContent['buttons'], 'addLink' | 'removeLink'>;
  maxLength: number;
  /** How many links the list may hold: "add a link" stops there. */
  maxLinks: number;
  onChange: (index: number, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** The extra useful links: add and remove entries, never fewer than one nor more than `maxLinks`. */
export function LinksField({ links, labels, maxLength, maxLinks, onChange, onAdd, onRemove }: LinksFieldProps) {
  return (
    <fieldset className={classes.fieldset}>
      <Text component="legend" fw={700} size="sm">
        {labels.liens.label}
      </Text>
      {labels.liens.placeholder && (
        <Text size="xs" c="dimmed" mb={6}>
          {labels.liens.placeholder}
        </Text>
      )}
      <Stack gap="xs">
        {links.map((link, i) => (
          <TextInput
            key={i}
            id={fieldId(`lien-${i + 1}`)}
            label={format(labels.lien.label, { n: i + 1 })}
            placeholder={labels.lien.placeholder}
            value={link}
            maxLength={maxLength}
            type="url"
            inputMode="url"
            onChange={(event) => onChange(i, event.currentTarget.value)}
            rightSection={
              links.length > 1 && (
                <ActionIcon variant="subtle" color="red.9" aria-label={format(labels.removeLink, { n: i + 1 })} onClick={() => onRemove(i)}>
                  <Icon name="trash" size={18} />
                </ActionIcon>
              )
            }
          />
        ))}
      </Stack>
      <Button variant="light" mt="sm" leftSection={<Icon name="plus" size={16} />} onClick={onAdd} disabled={links.length >= maxLinks}>
        {labels.addLink}
      </Button>
    </fieldset>
  );
}
