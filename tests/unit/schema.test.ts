import { afterAll, describe, expect, test } from 'vitest';
import { contentCopy } from '../contentCopy';

// Good content is the project's own (it must build); bad content is one broken file per content kind.
describe('content schema', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('accepts the project content', () => {
    const result = copy.build();
    expect(result.output).toContain('Content check: all rules pass.');
    expect(result.status).toBe(0);
  });

  test('fails on bad content, naming each file, field and reason', () => {
    copy.edit('site.yaml', (t) => t.replace(/^phone:.*\n/m, ''));
    copy.edit('trades/avocat.md', (t) => t.replace(/^badge:.*\n/m, ''));
    copy.edit('pages/landing.yaml', (t) => t.replace('  - type: Included', '  - type: Carousel3D'));
    copy.edit('pages/demande.yaml', (t) => t.replace('  nom: 50', '  nom: cinquante'));
    copy.edit('pages/not-found.yaml', (t) => t.replace(/^heading:.*\n/m, ''));
    copy.edit('legal/cgv.md', (t) => t.replace(/^heading:.*\n/m, ''));
    copy.edit('samples/eco-farm.yaml', (t) => t.replace('lang: fr', 'lang: fr\ncolour: blue'));
    copy.write('pages/promo.yaml', 'title: Une page que le schéma ne connaît pas\n');
    const result = copy.build();
    expect(result.status).not.toBe(0);
    for (const expected of [
      /"site.yaml"[^\n]*missing[^\n]*\n[\s│]*• phone: string/,
      /"trades\/avocat.md"[^\n]*missing[^\n]*\n[\s│]*• badge: string/,
      /pages\/landing.yaml \(Used type name "Carousel3D"/,
      /"pages\/demande.yaml"[^\n]*incompatible[^\n]*\n[\s│]*• nom: "cinquante"/,
      /"pages\/not-found.yaml"[^\n]*missing[^\n]*\n[\s│]*• heading: string/,
      /"legal\/cgv.md"[^\n]*missing[^\n]*\n[\s│]*• heading: string/,
      /"samples\/eco-farm.yaml"[^\n]*extra fields:\n[\s│]*• colour/,
      /pages\/promo.yaml/,
    ]) {
      expect(result.output).toMatch(expected);
    }
  });
});

describe('content rules', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('fail on wrong list sizes and links to pages that do not exist', () => {
    copy.edit('trades/coiffeur.md', (t) => t.replace(/^checklist:\n {2}- .*\n/m, 'checklist:\n'));
    copy.edit('pages/landing.yaml', (t) => t.replace('url: /sites/eco-farm', 'url: /sites/ferme-bio'));
    copy.edit('samples/tech-startup.yaml', (t) => t.replace('href: "#pricing"', 'href: "#tarifs"'));
    const result = copy.build();
    expect(result.status).toBe(1);
    expect(result.output).toContain('content/trades/coiffeur.md › checklist: expected exactly 6 items, found 5');
    expect(result.output).toMatch(
      /content\/pages\/landing.yaml › blocks\[2\]\.items\[\d+\]\.url: "\/sites\/ferme-bio" is not a page of the site/,
    );
    expect(result.output).toMatch(
      /content\/samples\/tech-startup.yaml › blocks\[0\]\.links\[\d\]\.href: "#tarifs" names no section of this page/,
    );
  });
});
