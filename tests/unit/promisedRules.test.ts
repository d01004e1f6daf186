// @vitest-environment node
// What the guide and the fields' help promise, the check keeps: the site's phone by the spec's French rule, web
// addresses of link fields in https://, the landing page's hero kept.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { FIELDS, checkDocument, typeOfFile, type TypeDef } from '../../src/check/document.ts';
import { fieldMistakes, type CheckContext } from '../../src/check/field.ts';
import { isFrenchPhone } from '../../schema/phone.ts';
import { rulesOf } from '../../schema/fields.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const everything: CheckContext = { tokens: {}, pageExists: () => true, fileExists: () => true, holderOf: () => undefined };
const facts = { type: 'Site', anchors: new Set<string>() };

function mistakesOf(rule: string, value: unknown) {
  const found = FIELDS.get(rule);
  if (!found) throw new Error(rule);
  return fieldMistakes(found.field, found.name, value, facts, everything);
}

describe('rules the guide promises', () => {
  test('the site’s phone follows the spec’s French rule (schema/phone.ts), and nothing else', () => {
    for (const phone of ['01 84 60 27', 'Tél. 01 84 60 27 45', '0184602745 poste 2', '+44 20 7946 0958']) {
      expect(isFrenchPhone(phone), phone).toBe(false);
      expect(mistakesOf('Site.phone', phone)[0]?.problem, phone).toContain('n’est pas un numéro de téléphone français');
    }
    for (const phone of ['01 84 60 27 45', '0184602745', '+33 1 84 60 27 45', '0033 1.84.60.27.45'])
      expect(mistakesOf('Site.phone', phone), phone).toEqual([]);
    const site = parse(fs.readFileSync(path.join(ROOT, 'content/site.yaml'), 'utf8')) as { phone: string };
    expect(mistakesOf('Site.phone', site.phone)).toEqual([]);
  });

  test('a web address in a link field is https://, as every link field’s help says', () => {
    for (const rule of ['Cta.href', 'HeroCta.href', 'Slide.url']) {
      const help = FIELDS.get(rule)?.field.description ?? '';
      expect(help, rule).toContain('https://');
      expect(mistakesOf(rule, 'http://exemple.fr/page').length, rule).toBe(1);
      expect(mistakesOf(rule, 'https://exemple.fr/page'), rule).toEqual([]);
    }
    expect(mistakesOf('Cta.href', 'http://exemple.fr')[0]?.fix).toContain('https://exemple.fr');
  });

  test('the landing page keeps exactly one hero: deleting it, or adding a second, is refused in French', () => {
    const landing = typeOfFile('pages/landing.yaml') as TypeDef;
    const data = parse(fs.readFileSync(path.join(ROOT, 'content/pages/landing.yaml'), 'utf8')) as { blocks: { type: string }[] };
    const hero = rulesOf(landing.fields?.blocks).keeps;
    expect(hero?.type).toBe('Hero');
    // The sections' own mistakes: the list's, not its fields' (whose {tokens} this context does not fill in).
    const ofSections = (blocks: unknown[]) =>
      checkDocument(landing, { ...data, blocks }, everything).filter((found) => found.segments.join('.') === 'blocks');
    expect(ofSections(data.blocks)).toEqual([]);
    const without = ofSections(data.blocks.filter((b) => b.type !== hero?.type));
    expect(without).toHaveLength(1);
    expect(without[0]?.problem).toContain(`« ${hero?.label} »`);
    const twice = data.blocks.filter((b) => b.type === hero?.type);
    expect(ofSections([...data.blocks, ...twice])[0]?.problem).toContain('n’en garde qu’une');
  });
});
