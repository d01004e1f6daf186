// The model of new trade pages (content/pages/trade-model.yaml): checked by the trade's own rules, the editor's
// « Nouvelle page métier » and `npm run new:trade` both start from it, as it is written at the time.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { rulesOf } from '../../schema/fields';
import { MODEL_FIELDS } from '../../schema/trade';
import { readFrontMatter } from '../../src/check/frontMatter';
import { FIELDS } from '../../src/check/document';
import { cmsConfig } from '../../tooling/cms/config';
import type { CmsField } from '../../tooling/cms/fields';
import { checkContent } from '../../tooling/content/check';
import { readTradeModel, TRADE_MODEL_FILE } from '../../tooling/content/tradeModel';
import { createTrade } from '../../tooling/make/new-trade';
import { contentCopy } from '../contentCopy';

const MODEL = `content/${TRADE_MODEL_FILE}`;
const env = { command: 'build', siteUrl: 'https://example.fr' } as const;

/** A trade the content of `dir` has no page for yet (the scaffold proof runs these tests after adding a plombier). */
const freeTrade = (dir: string) => {
  const name = ['Vitrier', 'Serrurier', 'Menuisier', 'Couvreur'].find(
    (trade) => !fs.existsSync(path.join(dir, 'content/trades', `${trade.toLowerCase()}.md`)),
  );
  if (!name) throw new Error('every trade of the list has a page already');
  return { slug: name.toLowerCase(), name };
};

/** The model's `featuresTitle: …` line, replaced. */
const withFeaturesTitle = (title: string) => (text: string) => text.replace(/^featuresTitle: .*$/m, `featuresTitle: ${title}`);

describe('the model of new trade pages', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('is a trade page’s fields, one definition: the trade’s limits and rules check it, and it holds none of a page’s own texts', () => {
    for (const name of MODEL_FIELDS) expect(FIELDS.get(`TradeModel.${name}`)?.field, name).toBe(FIELDS.get(`Trade.${name}`)?.field);
    const max = rulesOf(FIELDS.get('Trade.featuresTitle')?.field).maxLength ?? 0;
    expect(max).toBeGreaterThan(0);
    const broken = contentCopy();
    try {
      broken.edit(TRADE_MODEL_FILE, (text) =>
        withFeaturesTitle('x'.repeat(max + 1))(text)
          .replace(/^checklist:\n {2}- .*\n/m, 'checklist:\n')
          .replace(/^(cta:)/m, 'headline: Site Internet pour Plombier\n$1')
          .replace(/url: https:\/\/(\S+)/, 'url: http://$1'),
      );
      const result = broken.build();
      expect(result.status).toBe(1);
      for (const field of ['featuresTitle', 'checklist', 'headline', 'slides[0].url'])
        expect(result.output, field).toMatch(
          new RegExp(`${MODEL.replace(/\./g, '\\.')}, ligne \\d+, colonne \\d+ — champ « ${field.replace(/[[\].]/g, '\\$&')} »`),
        );
      expect(result.output).toContain(`${max + 1} caractères ; ${max} au plus`);
    } finally {
      broken.remove();
    }
  });

  test('gives each field of a new trade its value in the editor, read when the configuration is made; the page’s own texts start empty', () => {
    copy.edit(TRADE_MODEL_FILE, withFeaturesTitle('Un site à l’image de votre métier'));
    const model = readTradeModel(copy.dir);
    expect(Object.keys(model).sort()).toEqual([...MODEL_FIELDS].sort());
    const trades = cmsConfig(env, model).collections.find((c) => c.name === 'trades');
    const fields = new Map((trades?.fields ?? []).map((field: CmsField) => [field.name, field]));
    expect(fields.get('featuresTitle')?.default).toBe('Un site à l’image de votre métier');
    expect(fields.get('features')?.default).toEqual(model.features);
    expect(fields.get('checklist')?.default).toEqual(model.checklist);
    expect(fields.get('slides')?.default).toEqual(model.slides);
    const closing = fields.get('closing')?.fields ?? [];
    expect(closing.find((f) => f.name === 'title')?.default).toBe((model.closing as { title: string }).title);
    const button = closing.find((f) => f.name === 'cta')?.fields?.find((f) => f.name === 'label');
    expect(button?.default).toBe((model.closing as { cta: { label: string } }).cta.label);
    expect([...fields.values()].filter((field) => field.model).map((field) => field.name)).toEqual([...MODEL_FIELDS]);
    for (const own of ['name', 'seo', 'badge', 'headline', 'intro', 'body']) {
      expect(fields.get(own)?.default, own).toBeUndefined();
      for (const inner of fields.get(own)?.fields ?? []) expect(inner.default, `${own}.${inner.name}`).toBeUndefined();
    }
    // The marketers edit it among the site's pages, with the trade's fields.
    const file = cmsConfig(env, model)
      .collections.find((c) => c.name === 'pages')
      ?.files?.find((f) => f.file === MODEL);
    expect(file?.fields.map((field) => field.rule).filter((rule) => rule?.startsWith('TradeModel.'))).toEqual(
      MODEL_FIELDS.map((name) => `TradeModel.${name}`),
    );
  });

  test('npm run new:trade writes a valid trade from it: the name’s own texts, the model’s as written now', () => {
    copy.edit(TRADE_MODEL_FILE, withFeaturesTitle('Ce que votre site fait pour votre métier'));
    const model = readTradeModel(copy.dir);
    const { slug, name } = freeTrade(copy.dir);
    const file = createTrade(slug, name, copy.dir);
    const { data } = readFrontMatter(fs.readFileSync(path.join(copy.dir, file), 'utf8'));
    expect(data.name).toBe(name);
    expect(data.headline).toContain(name);
    expect(data.featuresTitle).toBe('Ce que votre site fait pour votre métier');
    for (const field of MODEL_FIELDS) expect(data[field], field).toEqual(model[field]);
    expect(Object.keys(data)).toEqual(Object.keys(parse(copy.read('trades/avocat.md').split('---')[1] ?? '') as object));
    expect(checkContent(copy.dir).problems.filter((problem) => problem.file === file)).toEqual([]);
    expect(() => createTrade(slug, name, copy.dir)).toThrow(/existe déjà/);
  });

  test('npm run new:trade refuses a model with a mistake, in the content check’s words, and writes nothing', () => {
    copy.edit(TRADE_MODEL_FILE, (text) => text.replace(/^checklist:\n {2}- .*\n/m, 'checklist:\n'));
    const { slug, name } = freeTrade(copy.dir);
    expect(() => createTrade(slug, name, copy.dir)).toThrow(new RegExp(`${MODEL.replace(/\./g, '\\.')}, ligne \\d+.*checklist`, 's'));
    expect(fs.existsSync(path.join(copy.dir, 'content/trades', `${slug}.md`))).toBe(false);
  });
});
