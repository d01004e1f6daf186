import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { FOOTER_TRADE_LIMIT, footerTrades, getLegal, site, tradeLinks } from '~/content';
import { format, siteTokens } from '~/content/tokens';
import { HOME_PATH, pageHref, TRADE_INDEX_PATH } from '~/paths';
import { ErrorBoundary } from '~/root';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import { Footer } from '~/ui/Footer/Footer';
import { Header } from '~/ui/Header/Header';
import { telHref } from '~/ui/tel';
import { legalMarkdown } from '../content';
import { render } from '../render';

test('header: home link with the brand, phone as a tel: link', () => {
  render(<Header site={site()} />);
  expect(screen.getByRole('link', { name: site().header.homeLabel })).toHaveAttribute('href', HOME_PATH);
  const phoneLabel = format(site().header.phoneLabel, { phone: site().phone });
  expect(screen.getByRole('link', { name: phoneLabel })).toHaveAttribute('href', telHref(site().phone));
});

test('footer: every trade up to the limit, the trade index, the legal pages, phone and e-mail', () => {
  render(<Footer site={site()} trades={footerTrades()} />);
  const shown = tradeLinks().slice(0, FOOTER_TRADE_LIMIT);
  for (const trade of shown) expect(screen.getByRole('link', { name: trade.name })).toHaveAttribute('href', trade.href);
  expect(document.querySelectorAll('footer nav[aria-labelledby="footer-trades"] li')).toHaveLength(shown.length);
  expect(screen.getByRole('link', { name: footerTrades().indexLabel })).toHaveAttribute('href', TRADE_INDEX_PATH);
  for (const link of site().footer.legal)
    expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', pageHref(link.href));
  expect(screen.getByRole('link', { name: site().phone })).toHaveAttribute('href', telHref(site().phone));
  expect(screen.getByRole('link', { name: site().email })).toHaveAttribute('href', `mailto:${site().email}`);
});

test('footer list stays bounded however many trades there are', () => {
  const many = Array.from({ length: 1000 }, (_, i) => ({ slug: `m${i}`, name: `Métier ${i}`, href: `/m${i}` }));
  expect(footerTrades(many).links).toHaveLength(FOOTER_TRADE_LIMIT);
  expect(footerTrades(many).more).toBe(true);
  expect(footerTrades(many.slice(0, FOOTER_TRADE_LIMIT)).links).toHaveLength(FOOTER_TRADE_LIMIT);
  expect(footerTrades(many.slice(0, FOOTER_TRADE_LIMIT)).more).toBe(false);
});

test('legal page: title, date and the Markdown body as sections', () => {
  const cgv = getLegal('cgv');
  if (!cgv) throw new Error('no cgv');
  const { container } = render(<LegalPage page={cgv} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(cgv.heading);
  expect(container).toHaveTextContent(cgv.updated);
  const markdown = format(legalMarkdown('cgv'), siteTokens(site()));
  const sections = [...markdown.matchAll(/^## (.+)$/gm)].map(([, title]) => title);
  expect(sections.length).toBeGreaterThan(0);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sections);
  const bold = [...markdown.matchAll(/\*\*(.+?)\*\*/g)].map(([, text]) => text);
  expect(bold.length).toBeGreaterThan(0);
  expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(expect.arrayContaining(bold));
});

test('legal page: internal links of the Markdown in the site’s form, under the base path of a preview', () => {
  const internal = [...legalMarkdown('mentions-legales').matchAll(/\]\((\/[^)#]*)\)/g)].map(([, href = '']) => href);
  expect(internal.length).toBeGreaterThan(0);
  const hrefs = (base?: string) =>
    [...new DOMParser().parseFromString(getLegal('mentions-legales', base)?.html ?? '', 'text/html').querySelectorAll('a[href^="/"]')].map(
      (a) => a.getAttribute('href'),
    );
  expect(hrefs()).toEqual(internal.map(pageHref));
  expect(hrefs('/preview/pr-7/')).toEqual(internal.map((href) => `/preview/pr-7${pageHref(href)}`));
});

test('router errors show "Unexpected Application Error!" and the message', () => {
  render(<ErrorBoundary error={new Error('Le contenu est illisible')} params={{}} loaderData={undefined} actionData={undefined} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
  expect(screen.getByText('Le contenu est illisible')).toBeInTheDocument();
});
