// Click-to-edit's links exist in the editor's preview only: a page drawn from the site's content carries none, and
// the same page drawn from marked content (what the preview hands its template) differs by the links alone.
import { describe, expect, test } from 'vitest';
import { getLegal, getSample, getTrade, landing, notFound, requestPage, site } from '~/content';
import { LandingPage } from '~/templates/LandingPage/LandingPage';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import { NotFound } from '~/templates/NotFound/NotFound';
import { RequestPage } from '~/templates/RequestPage/RequestPage';
import { SampleSite } from '~/templates/SampleSite/SampleSite';
import { TradePage } from '~/templates/TradePage/TradePage';
import { field, FIELD_ATTRIBUTE, markEntry } from '~/ui/field';
import { Footer } from '~/ui/Footer/Footer';
import { SettingsSheet } from '~/admin/SettingsSheet';
import { footerTrades } from '~/content';
import { sampleSlugs, tradeSlugs } from '../content';
import { render } from '../render';

const required = <T,>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`no ${what}`);
  return value;
};
const marked = <T,>(value: T): T => markEntry(structuredClone(value));
const html = (ui: React.ReactNode) => {
  const { container, unmount } = render(ui);
  const out = container.innerHTML;
  unmount();
  return out;
};
const LINK = new RegExp(` ${FIELD_ATTRIBUTE}="[^"]*"`, 'g');
/**
 * Mantine's `useId` draws a new id at each render, and so does the class its carousels derive from React's; React's
 * own `useId` counts on across the renders of a test (`_r_1_`, then `_r_2_`).
 */
const sameIds = (text: string) =>
  text
    .replace(/mantine-[a-z0-9]{9}/g, 'mantine-id')
    .replace(/__m__-[\w-]+/g, '__m__-id')
    .replace(/_r_[a-z0-9]+_/g, '_r_id_');

const trade = required(getTrade(required(tradeSlugs()[0], 'trade')), 'trade');
const sample = required(getSample(required(sampleSlugs()[0], 'sample')), 'sample');
const legal = required(getLegal('mentions-legales'), 'legal page');
const contact = site();

const PAGES: [string, (mark: <T>(value: T) => T) => React.ReactNode][] = [
  ['a trade page', (mark) => <TradePage page={mark(trade)} />],
  ['the landing page', (mark) => <LandingPage page={mark(landing())} />],
  ['a sample site', (mark) => <SampleSite site={mark(sample)} />],
  ['a legal page', (mark) => <LegalPage page={mark(legal)} />],
  ['the request page', (mark) => <RequestPage page={mark(requestPage())} endpoint="about:blank" timeoutMs={1000} contact={contact} />],
  ['the not-found page', (mark) => <NotFound page={mark(notFound())} />],
  ['the footer', (mark) => <Footer site={mark(site())} trades={footerTrades()} />],
];

describe('the field links are the editor’s alone', () => {
  test.each(PAGES)('%s drawn from the site’s content carries none; drawn from marked content, it differs by them alone', (_, page) => {
    const plain = sameIds(html(page((value) => value)));
    const linked = sameIds(html(page(marked)));
    expect(plain).not.toContain(FIELD_ATTRIBUTE);
    expect(linked.match(LINK)?.length ?? 0).toBeGreaterThan(2);
    expect(linked.replace(LINK, '')).toBe(plain);
  });

  test('a link names the field by its path in the entry; the body by its name in the entry', () => {
    const page = marked(trade);
    expect(field(page, 'headline')).toEqual({ [FIELD_ATTRIBUTE]: 'headline' });
    expect(field(required(page.features[1], 'second card'), 'title')).toEqual({ [FIELD_ATTRIBUTE]: 'features.1.title' });
    expect(field(page, 'features', 1, 'title')).toEqual({ [FIELD_ATTRIBUTE]: 'features.1.title' });
    expect(field(page.checklist, 3)).toEqual({ [FIELD_ATTRIBUTE]: 'checklist.3' });
    expect(field(page, 'bodyHtml')).toEqual({ [FIELD_ATTRIBUTE]: 'body' });
    expect(field(trade, 'headline')).toEqual({});
  });

  test('an entry that holds part of what its template draws (the model of new trades) links only its own fields', () => {
    const page = markEntry(structuredClone(trade), ['features', 'cta']);
    expect(field(page, 'features', 1, 'title')).toEqual({ [FIELD_ATTRIBUTE]: 'features.1.title' });
    expect(field(required(page.features[0], 'first card'), 'icon')).toEqual({ [FIELD_ATTRIBUTE]: 'features.0.icon' });
    expect(field(page, 'headline')).toEqual({});
    expect(field(page, 'bodyHtml')).toEqual({});
    expect(field(page.checklist, 0)).toEqual({});
    const links = html(<TradePage page={page} />).match(LINK) ?? [];
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(link).toMatch(/"(features|cta)(\.|")/);
  });

  test('a wrong path is a type error', () => {
    // @ts-expect-error: a trade has no "title" field
    field(trade, 'title');
    // @ts-expect-error: a card's fields are "icon", "title" and "text"
    field(trade, 'features', 1, 'heading');
    // @ts-expect-error: the cards are a list: an index, not a name
    field(trade, 'features', 'first');
    // @ts-expect-error: a headline is a text, with no fields of its own
    field(trade, 'headline', 'text');
    expect(field(trade, 'features', 0, 'title')).toEqual({});
  });

  test('the site settings’ sheet links each value it lists to its field, by the value’s own path', () => {
    const settings = marked(site()) as unknown as Record<string, unknown>;
    const { container, unmount } = render(<SettingsSheet site={settings} />);
    const cells = [...container.querySelectorAll('td')];
    const links = [...container.querySelectorAll(`td [${FIELD_ATTRIBUTE}]`)];
    expect(cells.length).toBeGreaterThan(10);
    // Every value shown is a way into its field, and the text shown is that field's value.
    for (const cell of cells) if (cell.textContent) expect(cell.querySelector(`[${FIELD_ATTRIBUTE}]`)).not.toBeNull();
    for (const link of links) {
      const at = (link.getAttribute(FIELD_ATTRIBUTE) ?? '').split('.');
      const value = at.reduce<unknown>((owner, step) => (owner as Record<string, unknown>)?.[step], settings);
      if (typeof value === 'string' || typeof value === 'number') expect(link.textContent).toBe(String(value));
    }
    // A list of links: each item's texts lead to their own fields.
    expect(links.map((link) => link.getAttribute(FIELD_ATTRIBUTE))).toContain('footer.legal.0.label');
    unmount();
  });
});
