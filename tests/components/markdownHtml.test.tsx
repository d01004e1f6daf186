// The one Markdown renderer of the site (trade and legal bodies, and the editor's previews of both): tokens are filled
// after the Markdown is read, as text, and in links built from the settings; addresses pass an allowlist.
import { describe, expect, test } from 'vitest';
import { site } from '~/content';
import { siteTokens } from '~/content/tokens';
import { markdownHtml } from '~/markdown/markdownHtml';
import { telHref } from '~/ui/tel';

const tokens = siteTokens(site());
const dom = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

describe('tokens in a Markdown body', () => {
  test('{phone} and {email} fill a link’s text, tel:{phone} and mailto:{email} its address', () => {
    const body = dom(markdownHtml('Appelez le [{phone}](tel:{phone}) ou écrivez à [{email}](mailto:{email}).', { tokens }));
    const [call, mail] = [...body.querySelectorAll('a')];
    expect(call?.getAttribute('href')).toBe(telHref(site().phone));
    expect(call?.textContent).toBe(site().phone);
    expect(mail?.getAttribute('href')).toBe(`mailto:${site().email}`);
    expect(mail?.textContent).toBe(site().email);
  });

  test('a value is text wherever it is filled: markup and Markdown in it are shown, never read', () => {
    const brand = '<style>*{display:none}</style><img src=x onerror=alert(1)> **[Gagnez](https://evil.example)**';
    const body = dom(markdownHtml('# {brand}\n\nLa société **{brand}** ([{brand}](/demande)).', { tokens: { ...tokens, brand } }));
    expect(body.querySelector('style, img, script, [onerror], a[href*="evil"]')).toBeNull();
    expect(body.querySelector('h1')?.textContent).toBe(brand);
    expect(body.querySelector('strong')?.textContent).toBe(brand);
    expect(body.querySelector('a[href="/demande/"]')?.textContent).toBe(brand);
  });

  test('HTML written in the Markdown is left out, never shown nor run', () => {
    const body = dom(markdownHtml('Texte <script>alert(1)</script> <img src=x onerror=alert(2)> suite', { tokens }));
    expect(body.querySelector('script, img')).toBeNull();
    expect(body.textContent).not.toMatch(/[<>]/);
  });

  test('a placeholder setting in brackets stays text, and a token nobody knows stays as written', () => {
    const body = dom(markdownHtml('Siège : {address}. {inconnu}', { tokens: { ...tokens, address: '[adresse du siège]' } }));
    expect(body.textContent).toBe('Siège : [adresse du siège]. {inconnu}');
  });
});

describe('addresses by allowlist', () => {
  test('tel: with a French number, mailto: with an e-mail address, https, pages and sections are links', () => {
    const links = ['tel:+33123456789', 'tel:0123456789', 'mailto:a@exemple.fr?subject=Bonjour', 'https://exemple.fr', '/cgv', '#haut'];
    const body = dom(markdownHtml(links.map((href) => `[x](${href})`).join(' '), { tokens }));
    expect([...body.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'tel:+33123456789',
      'tel:0123456789',
      'mailto:a@exemple.fr?subject=Bonjour',
      'https://exemple.fr',
      '/cgv/',
      '#haut',
    ]);
  });

  test('any other address leaves its text and no link: never an <a href=""> that leads nowhere', () => {
    const refused = [
      'tel:',
      'tel:{inconnu}',
      'tel:12',
      'mailto:',
      'mailto:personne',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
    ];
    const body = dom(markdownHtml(refused.map((href, i) => `[lien${i}](${href})`).join(' ') + ' ![image](javascript:x)', { tokens }));
    expect(body.querySelectorAll('a, img')).toHaveLength(0);
    expect(body.textContent).toBe(refused.map((_, i) => `lien${i}`).join(' ') + ' ');
  });
});
