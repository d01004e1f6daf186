// The settings that every page repeats through their {tokens} (issues 48 and 49): `npm run content`, on broken copies
// of the project's content, refuses a setting with markup and a contact link that leads nowhere, and warns where a
// text writes out a setting instead of its token. Values come from the copy's own site.yaml.
import { parse } from 'yaml';
import { afterAll, describe, expect, test } from 'vitest';
import { contentCopy } from '../contentCopy';

const lineOf = (text: string, start: string) => text.split('\n').findIndex((l) => l.startsWith(start)) + 1;

describe('settings repeated by the pages', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());
  const site = parse(copy.read('site.yaml')) as { brand: string; phone: string; email: string };

  test('a brand with markup, an e-mail that is no address, a tel: link that calls nobody: refused, in French, at their place', () => {
    const brand = '<style>*{display:none}</style><img src=x onerror=alert(1)>Atelier';
    copy.edit('site.yaml', (t) => t.replace(/^brand: .*$/m, `brand: "${brand}"`).replace(/^email: .*$/m, 'email: contact chez nous'));
    copy.edit('legal/cgv.md', (t) => t.replace('(tel:{phone})', '(tel:{telephone})'));
    const result = copy.build();
    expect(result.status).toBe(1);
    const yaml = copy.read('site.yaml');
    expect(result.output).toContain(
      `content/site.yaml, ligne ${lineOf(yaml, 'brand:')}, colonne 1 — champ « brand »\n  « ${brand} » contient « < » : ce réglage est repris tel quel`,
    );
    expect(result.output).toMatch(/→ Écrivez le texte seul : lettres, chiffres, espaces et ponctuation ordinaire/);
    expect(result.output).toContain(
      `content/site.yaml, ligne ${lineOf(yaml, 'email:')}, colonne 1 — champ « email »\n  « contact chez nous » n’est pas une adresse e-mail`,
    );
    const cgv = copy.read('legal/cgv.md');
    expect(result.output).toContain(
      `content/legal/cgv.md, ligne ${lineOf(cgv, 'Le Prestataire est')} — fichier\n  Un lien du texte : L’adresse « tel:{telephone} » n’appelle aucun numéro`,
    );
    expect(result.output).toMatch(/→ Pour le téléphone ou l’e-mail des réglages du site, écrivez tel:\{phone\} ou mailto:\{email\}/);
    copy.edit('site.yaml', (t) => t.replace(/^brand: .*$/m, `brand: ${site.brand}`).replace(/^email: .*$/m, `email: ${site.email}`));
    copy.edit('legal/cgv.md', (t) => t.replace('(tel:{telephone})', '(tel:{phone})'));
  });

  test('a text that writes out the brand, the phone or the e-mail instead of its token: a warning at its line, and the content builds', () => {
    const digits = site.phone.replace(/\D/g, '');
    const dialled = `+33${digits.slice(1)}`;
    copy.edit('legal/mentions-legales.md', (t) =>
      t
        .replace('[{phone}](tel:{phone})', `[${site.phone}](tel:${dialled})`)
        .replace('[{email}](mailto:{email})', `[${site.email}](mailto:${site.email})`),
    );
    copy.edit('samples/eco-farm.yaml', (t) => t.replace('{brand}', site.brand));
    const result = copy.build();
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain('Le contenu a 3 avertissements, qui n’empêchent pas de publier');
    const legal = copy.read('legal/mentions-legales.md');
    expect(result.output).toContain(
      `content/legal/mentions-legales.md, ligne ${lineOf(legal, '- Téléphone')} — fichier\n  Ce texte écrit le téléphone des réglages du site (« ${site.phone} ») en toutes lettres`,
    );
    expect(result.output).toContain('→ Écrivez {phone} à la place, et tel:{phone} dans l’adresse d’un lien d’appel.');
    expect(result.output).toContain(`content/legal/mentions-legales.md, ligne ${lineOf(legal, '- Adresse électronique')} — fichier`);
    expect(result.output).toContain('→ Écrivez {email} à la place, et mailto:{email} dans l’adresse d’un lien.');
    expect(result.output).toMatch(
      /content\/samples\/eco-farm\.yaml, ligne \d+, colonne \d+ — champ « blocks\[\d+\]\.\w+ »\n {2}Ce texte écrit la marque/,
    );
    expect(result.output).toContain('→ Écrivez {brand} à la place.');
    expect(result.output).toContain('toutes les règles sont respectées');
  });
});
