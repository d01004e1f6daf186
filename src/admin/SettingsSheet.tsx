import { Container, Table, Title } from '@mantine/core';
import type { Field } from '../../schema/fields.ts';
import { labelOf, rulesOf } from '../../schema/fields.ts';
import { FORM_SETTINGS } from '../../schema/formRules.ts';
import { Site } from '../../schema/site.ts';
import { isDefined, type TypeDef } from '~/check/document';
import { Fragment } from 'react';
import { field } from '~/ui/field';
import { TEXTS } from './texts';

type Data = Record<string, unknown>;
type Row = { group?: string; label: string; owner: Data; name: string };

/** A value as the page shows it: a text, a number, yes/no. */
function shown(value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? TEXTS.yes : TEXTS.no;
  return '';
}

/**
 * A field's value, each text linked to its field (click-to-edit, src/ui/field.ts): a list shows its items one after
 * the other, a list of buttons each button's texts, each a way into its own field.
 */
function Value({ owner, name }: { owner: Data; name: string }) {
  const value = owner[name];
  if (!Array.isArray(value)) return <span {...field(owner, name)}>{shown(value)}</span>;
  return value.map((item: unknown, i) => (
    <Fragment key={i}>
      {i > 0 && ' · '}
      {item && typeof item === 'object' ? (
        Object.entries(item as Data).map(([key, part], j) => (
          <Fragment key={key}>
            {j > 0 && ' → '}
            <span {...field(item as Data, key)}>{shown(part)}</span>
          </Fragment>
        ))
      ) : (
        <span {...field(value, i)}>{shown(item)}</span>
      )}
    </Fragment>
  ));
}

function rowsOf(def: TypeDef, data: Data, group?: string): Row[] {
  const hidden = FORM_SETTINGS[def.name] ?? [];
  return Object.entries(def.fields ?? {}).flatMap(([name, spec]: [string, Field]) => {
    if (hidden.includes(name) || rulesOf(spec).audience === 'developer') return [];
    const { label } = labelOf(spec.description, name);
    const value = data[name];
    if (spec.type === 'nested' && isDefined(spec.of) && value && typeof value === 'object')
      return rowsOf(spec.of.def() as TypeDef, value as Data, group ? `${group} › ${label}` : label);
    return [{ group, label, owner: data, name }];
  });
}

/**
 * The site's settings as the site writes them ({tokens} filled), field by field, between the header and the footer.
 * Each value is a way into its field: `site` is the entry as the preview marked it (`markEntry`).
 */
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
              <Table.Td>
                <Value owner={row.owner} name={row.name} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Container>
  );
}
