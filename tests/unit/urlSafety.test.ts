// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { isSafeAddress, unsafeAddresses } from '../../scripts/url-safety.mjs';
import { contentCopy } from '../contentCopy';

const doc = (file: string, fields: Record<string, unknown>, body?: string) => ({
  _raw: { sourceFilePath: file },
  ...fields,
  ...(body !== undefined && { body: { raw: body } }),
});

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
      '//cdn.exemple.fr/x.jpg',
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
    const problems = unsafeAddresses([doc('trades/avocat.md', {}, body)]);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(
      /^content\/trades\/avocat\.md › body \(link, line \d of the text\): "javascript:alert\(2\)" uses the "javascript:" scheme; only http:, https:, mailto:, tel:/,
    );
    expect(problems.join('\n')).toMatch(/"javascript:alert\(1\)"/);
    expect(problems.join('\n')).toMatch(/body \(image, line 2 of the text\): "data:text\/html/);
    expect(problems.join('\n')).toMatch(/"vbscript:msgbox\(1\)"/);
  });

  test('every href, url and src field of a YAML file, at any depth, names its file and field', () => {
    const sample = doc('samples/eco-farm.yaml', {
      blocks: [
        {
          type: 'SiteHeader',
          links: [
            { label: 'Accueil', href: '#accueil' },
            { label: 'Piège', href: 'javascript:alert(1)' },
          ],
        },
      ],
      seo: { title: 't', image: 'data:image/svg+xml,<svg onload=alert(1)>' },
      gallery: [{ src: 'vbscript:x', alt: 'a' }],
      slides: [{ url: 'https://exemple.fr' }],
    });
    expect(unsafeAddresses([sample])).toEqual([
      'content/samples/eco-farm.yaml › blocks[0].links[1].href: "javascript:alert(1)" uses the "javascript:" scheme; only http:, https:, mailto:, tel: or an address of the site (/demande, #section) is allowed',
      'content/samples/eco-farm.yaml › seo.image: "data:image/svg+xml,<svg onload=alert(1)>" uses the "data:" scheme; only http:, https:, mailto:, tel: or an address of the site (/demande, #section) is allowed',
      'content/samples/eco-farm.yaml › gallery[0].src: "vbscript:x" uses the "vbscript:" scheme; only http:, https:, mailto:, tel: or an address of the site (/demande, #section) is allowed',
    ]);
  });
});

describe('the build refuses dangerous content', () => {
  const copy = contentCopy();
  afterAll(() => copy.remove());

  test('a javascript: link in a trade body fails the content check, naming the file and the fix', () => {
    copy.edit('trades/avocat.md', (t) => `${t.trimEnd()}\n\n[Prendre rendez-vous](javascript:alert(document.cookie))\n`);
    copy.edit('samples/eco-farm.yaml', (t) => t.replace('href: "#products"', 'href: " JavaScript:alert(1)"'));
    const result = copy.build();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(
      /content\/trades\/avocat\.md › body \(link, line \d+ of the text\): "javascript:alert\(document\.cookie\)" uses the "javascript:" scheme; only http:, https:, mailto:, tel:/,
    );
    expect(result.output).toMatch(
      /content\/samples\/eco-farm\.yaml › blocks\[\d+\]\.links\[\d+\]\.href: " JavaScript:alert\(1\)" uses the "javascript:" scheme/,
    );
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
    expect(result.output).toContain('Content check: all rules pass.');
    const generated = JSON.parse(fs.readFileSync(path.join(copy.dir, '.contentlayer/generated/Trade/trades__avocat.md.json'), 'utf8'));
    expect(generated.body.raw).toContain('<script>alert(1)</script>');
    expect(generated.body.html).not.toMatch(/<script|javascript:|onerror|<img/i);
  });
});
