import { afterAll, describe, expect, test } from 'vitest';
import { rulesOf } from '../../schema/fields';
import { FIELDS } from '../../src/check/document';
import { MAIN_ANCHOR } from '../../schema/anchors';
import { contentCopy } from '../contentCopy';

// Good content is the project's own (it must build); bad content is broken copies of it. Every message is French
// and names the file, the line, the field, what is wrong and how to fix it.
const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;
const HEADLINE_MAX = rulesOf(FIELDS.get('Trade.headline')?.field).maxLength ?? 0;
const STACK = /SourceFetchDataError|_tag|\n\s+at .+:\d+:\d+/;

describe('content schema', () => {
  test('accepts the project content', () => {
    const copy = contentCopy();
    try {
      const result = copy.build();
      expect(result.output).toContain('toutes les règles sont respectées');
      expect(result.status).toBe(0);
    } finally {
      copy.remove();
    }
  });

  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('fails on schema mistakes, naming each file, line, field, what is wrong and the fix', () => {
    const sections = copy
      .read('pages/landing.yaml')
      .split('\n')
      .filter((l) => l.startsWith('  - type:'));
    const included = sections.indexOf('  - type: Included');
    const long = 'Site Internet pour Avocat '.padEnd(HEADLINE_MAX + 10, 'x');
    copy.edit('site.yaml', (t) => t.replace(/^phone:.*\n/m, ''));
    copy.edit('trades/avocat.md', (t) => t.replace(/^badge:.*\n/m, '').replace(/^headline: .*$/m, `headline: ${long}`));
    copy.edit('trades/dentiste.md', (t) => t.replace(/^headline: .*$/m, 'headline:\n  - Site Internet\n  - pour Dentiste'));
    copy.edit('pages/landing.yaml', (t) => t.replace('  - type: Included', '  - type: Carousel3D'));
    copy.edit('pages/demande.yaml', (t) => t.replace('  nom: 50', '  nom: cinquante'));
    copy.edit('samples/eco-farm.yaml', (t) => t.replace('lang: fr', 'lang: fr\ncolour: blue'));
    copy.write('pages/promo.yaml', 'title: Une page que le schéma ne connaît pas\n');
    const avocat = copy.read('trades/avocat.md');
    const result = copy.build();
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(STACK);
    for (const expected of [
      /content\/site\.yaml, ligne \d+, colonne \d+ — champ « phone »\n {2}Le champ obligatoire « Téléphone » est vide\.\n {2}→ Remplissez-le\./,
      /content\/trades\/avocat\.md, ligne \d+, colonne \d+ — champ « badge »\n {2}Le champ obligatoire « Étiquette » est vide/,
      new RegExp(
        `content/trades/avocat\\.md, ligne ${lineOf(avocat, 'headline:')}, colonne 1 — champ « headline »\\n {2}Ce texte fait ${long.length} caractères ; ${HEADLINE_MAX} au plus`,
      ),
      /content\/trades\/dentiste\.md, ligne \d+, colonne 1 — champ « headline »\n {2}Ce champ contient une liste ; il attend un texte\.\n {2}→ Ce champ attend un texte, pas une liste/,
      new RegExp(`« Carousel3D » n’est pas un type de section connu \\(section n° ${included + 1}, blocks\\[${included}\\]\\)`),
      /content\/pages\/demande\.yaml, ligne \d+, colonne \d+ — champ « limits\.nom »\n {2}Ce champ contient un texte ; il attend un nombre/,
      /content\/samples\/eco-farm\.yaml, ligne \d+, colonne 1 — champ « colour »\n {2}Le champ « colour » n’existe pas à cet endroit\./,
      /content\/pages\/promo\.yaml — fichier\n {2}Aucune page du site ne lit ce fichier/,
    ]) {
      expect(result.output).toMatch(expected);
    }
  });
});

describe('YAML syntax', () => {
  test('names the line and column of a line pushed too far right', () => {
    const copy = contentCopy();
    try {
      copy.edit('pages/landing.yaml', (t) => t.replace(/^ {2}description: /m, '   description: '));
      const line = lineOf(copy.read('pages/landing.yaml'), '   description: ');
      const result = copy.build();
      expect(result.status).toBe(1);
      expect(result.output).toContain(`content/pages/landing.yaml, ligne ${line}, colonne 4 — fichier\n  Le décalage`);
      expect(result.output).not.toMatch(STACK);
    } finally {
      copy.remove();
    }
  });
});

describe('content rules', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('fail on list sizes, missing files, dead links, clashing addresses, unusable file names and duplicate names', () => {
    copy.edit('trades/coiffeur.md', (t) => t.replace(/^checklist:\n {2}- .*\n/m, 'checklist:\n'));
    copy.edit('pages/landing.yaml', (t) =>
      t.replace('url: /sites/eco-farm', 'url: /sites/ferme-bio').replace('/steps/preview.webp', '/steps/previw.webp'),
    );
    copy.edit('samples/tech-startup.yaml', (t) => t.replace('href: "#pricing"', 'href: "#tarifs"'));
    copy.write('legal/demande.md', copy.read('legal/cgv.md'));
    copy.write('trades/avocat copie.md', copy.read('trades/avocat.md'));
    copy.edit('site.yaml', (t) => t.replace('label: Politique de confidentialité', 'label: Mentions légales'));
    // A section named like the page's main element, and a sample's second section named like its first.
    copy.edit('pages/landing.yaml', (t) => t.replace(/^(\s+anchor: ).+$/m, `$1${MAIN_ANCHOR}`));
    copy.edit('samples/agence-immobiliere.yaml', (t) => {
      const first = /^\s+anchor: (.+)$/m.exec(t)?.[1];
      let seen = 0;
      return t.replace(/^(\s+anchor: ).+$/gm, (line, lead: string) => (++seen === 2 ? `${lead}${first}` : line));
    });
    const result = copy.build();
    expect(result.status).toBe(1);
    expect(result.output).not.toMatch(STACK);
    for (const expected of [
      /content\/trades\/coiffeur\.md, ligne \d+, colonne 1 — champ « checklist »\n {2}Cette liste a 5 éléments ; la page en attend exactement 6\./,
      /content\/pages\/landing\.yaml, ligne \d+, colonne \d+ — champ « blocks\[2\]\.items\[\d+\]\.url »\n {2}Le lien « \/sites\/ferme-bio » mène à une page qui n’existe pas\./,
      /content\/pages\/landing\.yaml, ligne \d+, colonne \d+ — champ « blocks\[1\]\.steps\[1\]\.image »\n {2}Le fichier « \/steps\/previw\.webp » n’existe pas dans public\//,
      /content\/samples\/tech-startup\.yaml, ligne \d+, colonne \d+ — champ « blocks\[0\]\.links\[\d\]\.href »\n {2}Le lien « #tarifs » ne mène à aucune section de cette page\./,
      /content\/legal\/demande\.md — fichier\n {2}Cette page aurait l’adresse \/demande\/, déjà prise par content\/pages\/demande\.yaml\./,
      /content\/trades\/avocat copie\.md — fichier\n {2}Le nom de fichier « avocat copie » ne peut pas devenir une adresse de page[^\n]*\n {2}→ Renommez le fichier en « avocat-copie\.md »/,
      /content\/trades\/avocat( copie)?\.md, ligne 2, colonne 1 — champ « name »\n {2}« Avocat » est déjà le nom de content\/trades\/avocat( copie)?\.md : le site aurait deux liens/,
      /content\/site\.yaml, ligne \d+, colonne \d+ — champ « footer\.legal »\n {2}Les éléments n° 1 et n° 2 de cette liste s’appellent tous deux « Mentions légales »/,
      new RegExp(
        `content/pages/landing\\.yaml, ligne \\d+, colonne \\d+ — champ « blocks\\[(\\d+)\\]\\.anchor »\\n {2}La section n° \\d+ \\(« [^»]+ »\\) a l’ancre « ${MAIN_ANCHOR} », déjà celle du contenu principal de chaque page`,
      ),
    ]) {
      expect(result.output).toMatch(expected);
    }
    // The two sections that share an anchor, each told at its own field, by its own name first.
    const shared = [
      ...result.output.matchAll(
        /content\/samples\/agence-immobiliere\.yaml, ligne \d+, colonne \d+ — champ « blocks\[(\d+)\]\.anchor »\n {2}La section n° (\d+)[^\n]* a l’ancre « [^»]+ », comme la section n° \d+/g,
      ),
    ];
    expect(shared).toHaveLength(2);
    for (const [, index, named] of shared) expect(Number(named)).toBe(Number(index) + 1);
  });
});
