import { pageHref } from '~/paths';
import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { sectorCarouselScript } from '~/blocks/SectorCarousel/enhance';
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

const activeTitle = () => document.querySelector('li[data-active] a')?.textContent ?? '';

describe('SectorCarousel', () => {
  const { slides } = trade(openTrade());
  const labels = site().carousel;

  test('previous from the first slide shows the last, next from the last shows the first', () => {
    render(<SectorCarousel slides={slides} labels={labels} />);
    expect(activeTitle()).toContain(slides[0]?.title);
    fireEvent.click(screen.getByRole('button', { name: labels.previous }));
    expect(activeTitle()).toContain(slides[3]?.title);
    fireEvent.click(screen.getByRole('button', { name: labels.next }));
    expect(activeTitle()).toContain(slides[0]?.title);
  });

  test('a dot jumps to its slide and says which is current', () => {
    render(<SectorCarousel slides={slides} labels={labels} />);
    const dot = screen.getByRole('button', { name: format(labels.goTo, { n: 3 }) });
    fireEvent.click(dot);
    expect(activeTitle()).toContain(slides[2]?.title);
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  test('each slide is an external link opened in a new tab; hidden slides are inert', () => {
    const { container } = render(<SectorCarousel slides={slides} labels={labels} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(SLIDES_PER_TRADE);
    links.forEach((link, i) => {
      expect(link).toHaveAttribute('href', slides[i]?.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent(labels.newTab);
    });
    expect(container.querySelectorAll('li[inert]')).toHaveLength(SLIDES_PER_TRADE - 1);
  });

  test('without React, its inline script does the same on the prerendered markup, keyboard included', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <MantineProvider>
        <SectorCarousel slides={slides} labels={labels} />
      </MantineProvider>,
    );
    document.body.append(page);
    // Run as the browser runs an inline script at the end of the page: its own source only.
    new Function(sectorCarouselScript)();
    const button = (name: string) => within(page).getByRole('button', { name });
    fireEvent.click(button(labels.previous));
    expect(activeTitle()).toContain(slides[3]?.title);
    fireEvent.click(button(labels.next));
    expect(activeTitle()).toContain(slides[0]?.title);
    fireEvent.click(button(format(labels.goTo, { n: 3 })));
    expect(activeTitle()).toContain(slides[2]?.title);
    expect(button(format(labels.goTo, { n: 3 }))).toHaveAttribute('aria-current', 'true');
    expect(page.querySelectorAll('li[inert]')).toHaveLength(SLIDES_PER_TRADE - 1);
    expect(page.querySelector('ul')?.style.transform).toBe('translateX(-200%)');
    for (const control of page.querySelectorAll('button')) expect(control.tabIndex).toBe(0);
    page.remove();
  });

  test('takes its transition duration from content (500 ms)', () => {
    const { container } = render(<SectorCarousel slides={slides} labels={labels} />);
    // The style the component writes: jsdom 31 computes times in seconds (0.5s), as browsers do.
    expect(container.querySelector('ul')?.style.transitionDuration).toBe('500ms');
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
