import { Container, Table, Title } from '@mantine/core';
import type { Field } from '../../schema/fields.ts';
import { labelOf } from '../../schema/fields.ts';
import { FORM_SETTINGS } from '../../schema/formRules.ts';
import { Site } from '../../schema/site.ts';
import { isDefined, type TypeDef } from '~/check/document';
import { TEXTS } from './texts';

type Row = { group?: string; label: string; value: string };

/** A value as the page shows it: a text, a number, yes/no, or a list of buttons by their texts. */
function shown(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? TEXTS.yes : TEXTS.no;
  if (Array.isArray(value))
    return value.map((item) => (item && typeof item === 'object' ? Object.values(item).map(shown).join(' → ') : shown(item))).join(' · ');
  return '';
}

function rowsOf(def: TypeDef, data: Record<string, unknown>, group?: string): Row[] {
  const hidden = FORM_SETTINGS[def.name] ?? [];
  return Object.entries(def.fields ?? {}).flatMap(([name, field]: [string, Field]) => {
    if (hidden.includes(name)) return [];
    const { label } = labelOf(field.description, name);
    const value = data[name];
    if (field.type === 'nested' && isDefined(field.of) && value && typeof value === 'object')
      return rowsOf(field.of.def() as TypeDef, value as Record<string, unknown>, group ? `${group} › ${label}` : label);
    return [{ group, label, value: shown(value) }];
  });
}

/** The site's settings as the site writes them ({tokens} filled), field by field, between the header and the footer. */
export function SettingsSheet({ site }: { site: Record<string, unknown> }) {
  const rows = rowsOf(Site.def() as TypeDef, site);
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {TEXTS.settingsTitle}
      </Title>
      <Table striped>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.group ?? ''}/${row.label}`}>
              <Table.Th scope="row">{row.group ? `${row.group} › ${row.label}` : row.label}</Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Container>
  );
}
