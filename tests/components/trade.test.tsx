import { REQUEST_PATH } from '~/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { nextIndex, previousIndex } from '~/blocks/SectorCarousel/position';
import { SectorCarousel } from '~/blocks/SectorCarousel/SectorCarousel';
import { getTrade, site } from '~/content';
import { tradeSlugs } from '../content';
import { TradePage } from '~/templates/TradePage/TradePage';
import { render } from '../render';

const trade = (slug: string) => {
  const found = getTrade(slug);
  if (!found) throw new Error(`no trade ${slug}`);
  return found;
};

const activeTitle = () => document.querySelector('li[data-active] a')?.textContent ?? '';

describe('slide positions', () => {
  test('wrap at both ends', () => {
    expect(nextIndex(3, 4)).toBe(0);
    expect(previousIndex(0, 4)).toBe(3);
    expect(nextIndex(1, 4)).toBe(2);
    expect(previousIndex(2, 4)).toBe(1);
  });
});

describe('SectorCarousel', () => {
  const { slides } = trade('architecte');
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
    const dot = screen.getByRole('button', { name: "Aller à l'exemple 3" });
    fireEvent.click(dot);
    expect(activeTitle()).toContain(slides[2]?.title);
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  test('each slide is an external link opened in a new tab; hidden slides are inert', () => {
    const { container } = render(<SectorCarousel slides={slides} labels={labels} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(4);
    links.forEach((link, i) => {
      expect(link).toHaveAttribute('href', slides[i]?.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent(labels.newTab);
    });
    expect(container.querySelectorAll('li[inert]')).toHaveLength(3);
  });

  test('takes its transition duration from content (500 ms)', () => {
    const { container } = render(<SectorCarousel slides={slides} labels={labels} />);
    expect(container.querySelector('ul')).toHaveStyle({ transitionDuration: '500ms' });
  });
});

describe('TradePage', () => {
  test.each(tradeSlugs())('%s: headline, every call to action to /demande, 3 cards, 6 checks, 4 slides', (slug) => {
    const page = trade(slug);
    render(<TradePage page={page} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Site Internet pour /);
    const internal = screen.getAllByRole('link').filter((a) => !a.getAttribute('href')?.startsWith('http'));
    expect(internal.length).toBeGreaterThanOrEqual(2);
    for (const link of internal) expect(link).toHaveAttribute('href', REQUEST_PATH);
    expect(document.querySelectorAll('#atouts h3')).toHaveLength(3);
    expect(document.querySelectorAll('#inclus li')).toHaveLength(6);
    expect(document.querySelectorAll('[data-testid="sector-carousel"] a[target="_blank"]')).toHaveLength(4);
  });

  test('the overlay shows only on locked trades and hides the slides', () => {
    render(<TradePage page={trade('avocat')} />);
    const locked = screen.getByTestId('locked-content');
    expect(locked).toHaveAttribute('aria-hidden', 'true');
    expect(locked).toHaveAttribute('inert');
    expect(within(locked).getAllByRole('link', { hidden: true })).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Débloquer les exemples/ })).toHaveAttribute('href', REQUEST_PATH);
  });

  test('no overlay on an open trade', () => {
    render(<TradePage page={trade('architecte')} />);
    expect(screen.queryByTestId('locked-content')).toBeNull();
  });

  test('exactly the five trades of the spec are locked', () => {
    expect(
      tradeSlugs()
        .filter((slug) => trade(slug).locked)
        .sort(),
    ).toEqual(['avocat', 'fleuriste', 'garagiste', 'medecin', 'pharmacie']);
  });
});
