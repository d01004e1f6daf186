// A brand with markup that got past the content check (issue 48, point 4): every page that repeats it shows it as
// text. The generated content is the project's, its brand replaced, and a trade body given a {brand} as
// contentlayer renders it (its body.html, which the site used to fill raw).
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { getLegal, getTrade } from '~/content';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import { Shell } from '~/ui/Shell/Shell';
import { tradeSlugs } from '../content';
import { render } from '../render';

const BRAND = vi.hoisted(() => '<style>*{display:none}</style><img src=x onerror=alert(1)>[Gagnez](https://evil.example) Atelier');

vi.mock('contentlayer/generated', async (importOriginal) => {
  const generated = await importOriginal<typeof import('contentlayer/generated')>();
  const [first, ...others] = generated.allTrades;
  if (!first) throw new Error('no trade');
  const body = { raw: `${first.body.raw}\n\n{brand}\n`, html: `${first.body.html}\n<p>{brand}</p>` };
  return { ...generated, site: { ...generated.site, brand: BRAND }, allTrades: [{ ...first, body }, ...others] };
});

/** What a body shows that its Markdown did not write: the elements the brand would inject. */
const injected = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.querySelectorAll('style, img, script, [onerror], a[href*="evil"]');

describe('a brand with markup is text on every page that repeats it', () => {
  test('in a legal page’s body', () => {
    const legal = getLegal('mentions-legales');
    expect(legal?.html).toContain('&lt;style&gt;*{display:none}&lt;/style&gt;');
    expect(injected(legal?.html ?? '')).toHaveLength(0);
  });

  test('in a trade page’s body', () => {
    const trade = getTrade(tradeSlugs()[0] ?? '');
    expect(trade?.bodyHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(injected(trade?.bodyHtml ?? '')).toHaveLength(0);
  });

  test('in the header and the footer around a page', () => {
    const legal = getLegal('mentions-legales');
    if (!legal) throw new Error('no mentions-legales');
    const { container } = render(
      <Shell>
        <LegalPage page={legal} />
      </Shell>,
    );
    expect(screen.getAllByText(BRAND).length).toBeGreaterThanOrEqual(2);
    expect(container.querySelectorAll('style:not([data-mantine-styles]), img, [onerror], a[href*="evil"]')).toHaveLength(0);
  });
});
