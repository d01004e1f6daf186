// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { isSafeAddress } from '../../src/check/addresses.ts';
import { checkDocument, typeOfFile, type TypeDef } from '../../src/check/document.ts';
import { bodyMistakes, type CheckContext } from '../../src/check/field.ts';
import { markdownHtml } from '../../src/markdown/markdownHtml.tsx';
import { contentCopy } from '../contentCopy';

describe('addresses in content', () => {
  test('web pages, e-mail, phone and the site’s own paths pass', () => {
    for (const address of [
      'https://exemple.fr/a?b#c',
      'http://exemple.fr',
      'mailto:contact@exemple.fr',
      'tel:+33123456789',
      '/demande',
      '#tarifs',
      'media/demo.mp4',
      '',
    ])
      expect(isSafeAddress(address), address).toBe(true);
  });

  test('script, vbscript, data and other schemes are refused, however they are written', () => {
    for (const address of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'ftp://exemple.fr',
    ])
      expect(isSafeAddress(address), JSON.stringify(address)).toBe(false);
  });

  test('a protocol-relative address (another site that looks like a path) is refused, in French, however it is written', () => {
    for (const address of [
      '//evil.example/',
      '//cdn.exemple.fr/x.jpg',
      ' //evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
    ])
      expect(isSafeAddress(address), JSON.stringify(address)).toBe(false);
    const [problem] = bodyMistakes('[ici](//evil.example/)', {});
    expect(problem?.problem).toMatch(/« \/\/evil\.example\/ » commence par deux barres obliques/);
    expect(problem?.problem).not.toMatch(/n’existe pas/);
  });

  test('Markdown links, images, definitions and autolinks are read as the build reads them, entities decoded', () => {
    const body = [
      '[a](jav&#x61;script:alert(1))',
      '![b](data:text/html;base64,PHNjcmlwdD4=)',
      '[c][ref]',
      '',
      '[ref]: vbscript:msgbox(1)',
      '',
      '<javascript:alert(2)>',
      '[ok](https://exemple.fr) [ok](/demande) [ok](mailto:a@b.fr)',
    ].join('\n');
    const problems = bodyMistakes(body, {});
    expect(problems).toHaveLength(4);
    const text = problems.map((p) => `${p.line} ${p.problem}`).join('\n');
    expect(text).toMatch(/^1 Un lien du texte : L’adresse « javascript:alert\(1\) » commence par « javascript: »/m);
    expect(text).toMatch(/^2 Une image du texte : L’adresse « data:text\/html/m);
    expect(text).toMatch(/« vbscript:msgbox\(1\) »/);
    expect(text).toMatch(/^7 .*« javascript:alert\(2\) »/m);
    for (const problem of problems) expect(problem.fix).toMatch(/https:\/\//);
  });

  test('every address field of a YAML file, at any depth, is checked and named by its path', () => {
    const everything: CheckContext = { tokens: {}, pageExists: () => true, fileExists: () => true, holderOf: () => undefined };
    const sample = typeOfFile('samples/eco-farm.yaml') as TypeDef;
    const found = checkDocument(
      sample,
      {
        seo: { title: 't', description: 'd', image: 'data:image/svg+xml,<svg onload=alert(1)>' },
        blocks: [
          {
            type: 'SiteHeader',
            brand: 'b',
            links: [
              { label: 'Accueil', href: '/' },
              { label: 'Piège', href: 'javascript:alert(1)' },
            ],
          },
          { type: 'Gallery', title: 't', images: [{ src: 'vbscript:x', alt: 'a' }] },
        ],
      },
      everything,
    ).filter((f) => /n’est pas permis/.test(f.problem));
    expect(found.map((f) => f.segments.join('.'))).toEqual(['seo.image', 'blocks.0.links.1.href', 'blocks.1.images.0.src']);
  });
});

describe('the build refuses dangerous content', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('a javascript: link in a trade body or a YAML link fails the content check, naming the file, the line and the fix', () => {
    copy.edit('trades/avocat.md', (t) => `${t.trimEnd()}\n\n[Prendre rendez-vous](javascript:alert(document.cookie))\n`);
    copy.edit('samples/eco-farm.yaml', (t) => t.replace('href: "#products"', 'href: " JavaScript:alert(1)"'));
    const result = copy.build();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(
      /content\/trades\/avocat\.md, ligne \d+[^\n]*\n {2}Un lien du texte : L’adresse « javascript:alert\(document\.cookie\) »/,
    );
    expect(result.output).toMatch(/content\/samples\/eco-farm\.yaml, ligne \d+, colonne \d+ — champ « blocks\[\d+\]\.links\[\d+\]\.href »/);
    expect(result.output).toMatch(/→ Écrivez une adresse web/);
  });

  test('raw HTML in a trade body is dropped from the page, never kept', () => {
    copy.edit('trades/avocat.md', (t) =>
      t.replace(
        /\n\[Prendre rendez-vous\]\(javascript:[^\n]*\n/,
        '\n<script>alert(1)</script>\n\n<a href="javascript:alert(2)">lien</a> <img src=x onerror="alert(3)">\n',
      ),
    );
    copy.edit('samples/eco-farm.yaml', (t) => t.replace('href: " JavaScript:alert(1)"', 'href: "#products"'));
    const result = copy.build();
    expect(result.status, result.output).toBe(0);
    const generated = JSON.parse(fs.readFileSync(path.join(copy.dir, '.contentlayer/generated/Trade/trades__avocat.md.json'), 'utf8'));
    expect(generated.body.raw).toContain('<script>alert(1)</script>');
    expect(markdownHtml(generated.body.raw, { tokens: {} })).not.toMatch(/<script|javascript:|onerror|<img/i);
  });
});
