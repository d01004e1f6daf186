// Rules the schema cannot say (list sizes, links that must resolve), checked after contentlayer2 build.
// Each problem names the file, the field and the reason, like contentlayer's own errors.

import { pageHref, routesOf } from '../src/paths.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function count(problems, file, field, list, expected) {
  const found = Array.isArray(list) ? list.length : 0;
  if (found !== expected) problems.push(`${file} › ${field}: expected exactly ${expected} items, found ${found}`);
}

/** Every string field named href or url that points inside the site, with its path in the document. */
function* internalLinks(value, path) {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* internalLinks(item, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '_raw' || key === 'body') continue;
      const field = path ? `${path}.${key}` : key;
      if ((key === 'href' || key === 'url') && typeof item === 'string' && /^[/#]/.test(item)) yield [field, item];
      else yield* internalLinks(item, field);
    }
  }
}

function anchorsOf(doc) {
  return new Set((doc.blocks ?? []).map((b) => b.anchor).filter(Boolean));
}

/**
 * @param {{ site: any, landing: any, requestPage: any, notFoundPage: any, trades: any[], samples: any[], legals: any[] }} docs
 * @returns {string[]} one line per problem; empty when the content is sound
 */
export function checkContent(docs) {
  const problems = [];
  const routes = new Set(routesOf(docs));
  const file = (doc) => `content/${doc._raw.sourceFilePath}`;

  for (const doc of [...docs.trades, ...docs.samples, ...docs.legals]) {
    if (!SLUG.test(doc.slug))
      problems.push(`${file(doc)} › file name: "${doc.slug}" is not a URL-safe name (lowercase letters, digits and hyphens)`);
  }
  for (const trade of docs.trades) {
    count(problems, file(trade), 'features', trade.features, 3);
    count(problems, file(trade), 'checklist', trade.checklist, 6);
    count(problems, file(trade), 'slides', trade.slides, 4);
    trade.slides?.forEach((slide, i) => {
      if (!/^https:\/\//.test(slide.url)) problems.push(`${file(trade)} › slides[${i}].url: an external https:// address is expected`);
    });
  }
  for (const sample of docs.samples) {
    sample.blocks.forEach((block, i) => {
      if (block.type === 'Cards' && ![2, 3, 4].includes(block.columns))
        problems.push(`${file(sample)} › blocks[${i}].columns: 2, 3 or 4 expected`);
      if (block.type === 'Testimonials') {
        block.items.forEach((t, j) => {
          if (!Number.isInteger(t.rating) || t.rating < 1 || t.rating > 5)
            problems.push(`${file(sample)} › blocks[${i}].items[${j}].rating: a whole number from 1 to 5 expected`);
        });
      }
      if (block.type === 'SampleForm') {
        block.fields.forEach((f, j) => {
          if (f.kind === 'select' && !(f.options?.length > 0))
            problems.push(`${file(sample)} › blocks[${i}].fields[${j}].options: a select needs options`);
        });
      }
    });
  }
  for (const block of docs.landing.blocks) {
    if (block.type === 'Portfolio') {
      block.items.forEach((item, j) => {
        if (item.rating < 1 || item.rating > 5)
          problems.push(`content/${docs.landing._raw.sourceFilePath} › Portfolio.items[${j}].rating: 1 to 5 expected`);
      });
    }
  }

  const all = [docs.site, docs.landing, docs.requestPage, docs.notFoundPage, ...docs.trades, ...docs.samples, ...docs.legals];
  for (const doc of all) {
    const anchors = anchorsOf(doc);
    for (const [field, link] of internalLinks(doc, '')) {
      const [path, hash] = link.split('#');
      if (path && !routes.has(pageHref(path))) problems.push(`${file(doc)} › ${field}: "${link}" is not a page of the site`);
      if (!path && hash && !anchors.has(hash)) problems.push(`${file(doc)} › ${field}: "${link}" names no section of this page`);
    }
  }
  return problems;
}
