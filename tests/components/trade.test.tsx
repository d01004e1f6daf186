import { pageHref } from '~/paths';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SectorCarousel } from '~/blocks/SectorCarousel/SectorCarousel';
import { getTrade, site } from '~/content';
import { format } from '~/content/tokens';
import { tradeSlugs } from '../content';
import { TradePage } from '~/templates/TradePage/TradePage';
import { render } from '../render';

const trade = (slug: string) => {
  const found = getTrade(slug);
  if (!found) throw new Error(`no trade ${slug}`);
  return found;
};

// Spec rules, not content: the trades whose gallery is locked (others may join them: a content decision), and what
// every trade page holds.
const LOCKED_TRADES = ['avocat', 'fleuriste', 'garagiste', 'medecin', 'pharmacie'];
const FEATURES_PER_TRADE = 3;
const CHECKS_PER_TRADE = 6;
const SLIDES_PER_TRADE = 4;

const openTrade = () => {
  const slug = tradeSlugs().find((s) => !trade(s).locked);
  if (!slug) throw new Error('no open trade');
  return slug;
};

/** An accessible name that contains the text. */
const containing = (text: string) => (name: string) => name.includes(text);

describe('SectorCarousel', () => {
  const { slides } = trade(openTrade());
  const labels = site().carousel;

  test('each slide is an external link opened in a new tab, each named in French by its place', () => {
    const { container } = render(<SectorCarousel slides={slides} labels={labels} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(SLIDES_PER_TRADE);
    links.forEach((link, i) => {
      expect(link).toHaveAttribute('href', slides[i]?.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent(labels.newTab);
    });
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(
      slides.map((_, i) => format(labels.slideLabel, { n: i + 1, total: SLIDES_PER_TRADE })),
    );
    for (const group of groups) expect(group).toHaveAttribute('aria-roledescription', labels.slideRole);
    expect(screen.getByRole('region')).toHaveAttribute('aria-roledescription', labels.carouselRole);
  });

  test('its buttons, its dots and its live position are in French', () => {
    render(<SectorCarousel slides={slides} labels={labels} />);
    expect(screen.getByRole('button', { name: labels.previous })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.next })).toBeInTheDocument();
    // Mantine names the row of dots « Slides »: the French name, by aria-labelledby, comes first.
    expect(screen.getByRole('tablist', { name: labels.dots })).toBeInTheDocument();
    // Mantine's own announcement is in English: hidden (display: none in the stylesheet); the carousel's is French.
    const announced = screen.getAllByRole('status').filter((status) => status.getAttribute('aria-live') === 'polite');
    expect(announced.map((status) => status.textContent)).toContain(format(labels.slideLabel, { n: 1, total: SLIDES_PER_TRADE }));
  });
});

describe('TradePage', () => {
  test.each(tradeSlugs())('%s: headline, its calls to action, 3 cards, 6 checks, 4 slides', (slug) => {
    const page = trade(slug);
    render(<TradePage page={page} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.headline);
    const ctas = [page.cta, page.closing.cta, ...(page.locked ? [site().lockedGallery.cta] : [])];
    for (const cta of ctas) expect(screen.getByRole('link', { name: containing(cta.label) })).toHaveAttribute('href', pageHref(cta.href));
    const internal = screen.getAllByRole('link').filter((a) => !a.getAttribute('href')?.startsWith('http'));
    expect(internal.map((a) => a.getAttribute('href')).sort()).toEqual(ctas.map((cta) => pageHref(cta.href)).sort());
    expect([...document.querySelectorAll('#atouts h3')].map((h) => h.textContent)).toEqual(page.features.map((f) => f.title));
    expect(page.features).toHaveLength(FEATURES_PER_TRADE);
    expect([...document.querySelectorAll('#inclus li')].map((li) => li.textContent)).toEqual(page.checklist);
    expect(page.checklist).toHaveLength(CHECKS_PER_TRADE);
    expect(document.querySelectorAll('[data-testid="sector-carousel"] a[target="_blank"]')).toHaveLength(SLIDES_PER_TRADE);
  });

  test('the overlay shows only on locked trades and hides the slides', () => {
    render(<TradePage page={trade(LOCKED_TRADES[0] ?? '')} />);
    const locked = screen.getByTestId('locked-content');
    expect(locked).toHaveAttribute('aria-hidden', 'true');
    expect(locked).toHaveAttribute('inert');
    expect(within(locked).getAllByRole('link', { hidden: true })).toHaveLength(SLIDES_PER_TRADE);
    const { title, cta } = site().lockedGallery;
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: containing(cta.label) })).toHaveAttribute('href', pageHref(cta.href));
  });

  test('no overlay on an open trade', () => {
    render(<TradePage page={trade(openTrade())} />);
    expect(screen.queryByTestId('locked-content')).toBeNull();
  });

  test('the five trades of the spec are locked', () => {
    expect(tradeSlugs().filter((slug) => trade(slug).locked)).toEqual(expect.arrayContaining(LOCKED_TRADES));
  });
});
