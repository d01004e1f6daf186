// « Réglages du site » (issue 49, point 2): the preview's header and footer draw the settings as they are typed, and
// keep them once published; the copyright line's {brand} follows too. Values come from the copy's site.yaml.
import { parse } from 'yaml';
import { labelOf } from '../../schema/fields.ts';
import { dialNumber } from '../../schema/phone.ts';
import { FIELDS } from '../../src/check/document.ts';
import { expect, test } from './fixtures.ts';

const SITE = 'content/site.yaml';
const label = (rule: string) => labelOf(FIELDS.get(rule)?.field.description, rule).label;

test('a new phone and brand show in the preview’s header and footer as they are typed, and after publishing', async ({ editor, dev }) => {
  const before = dev.read(SITE);
  const old = parse(before) as { brand: string; phone: string };
  const typed = { phone: old.phone === '09 87 65 43 21' ? '01 23 45 67 89' : '09 87 65 43 21', brand: `${old.brand} Nouvelle` };
  await editor.open('pages', 'site');
  const header = editor.preview.locator('header');
  const footer = editor.preview.locator('footer');
  await expect(header).toContainText(old.brand);

  await editor.type(editor.field(label('Site.phone')), typed.phone);
  await editor.type(editor.field(label('Site.brand')), typed.brand);
  const shown = async () => {
    for (const part of [header, footer]) {
      await expect(part).toContainText(typed.brand);
      await expect(part).toContainText(typed.phone);
      await expect(part).not.toContainText(old.phone);
      await expect(part.locator(`a[href="tel:${dialNumber(typed.phone)}"]`)).toHaveCount(1);
    }
    // The copyright line writes {brand}: filled from the settings being typed too.
    await expect(footer).toContainText(`${new Date().getFullYear()} ${typed.brand}`);
  };
  await shown();

  await editor.publish();
  await editor.saved();
  expect(dev.read(SITE)).toContain(`phone: ${typed.phone}`);
  await shown();
  // Opened again, from what was saved.
  await editor.page.reload();
  await editor.open('pages', 'site');
  await shown();
  expect(editor.errors).toEqual([]);
  dev.copy.write('site.yaml', before);
});
