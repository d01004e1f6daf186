import { pageHref } from '~/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ClosingCta } from '~/blocks/ClosingCta/ClosingCta';
import { FloatingCta } from '~/blocks/FloatingCta/FloatingCta';
import { Hero } from '~/blocks/Hero/Hero';
import { Included } from '~/blocks/Included/Included';
import { Portfolio } from '~/blocks/Portfolio/Portfolio';
import { Process } from '~/blocks/Process/Process';
import type { LandingBlock } from '~/blocks/types';
import { landing, site } from '~/content';
import { render } from '../render';

function block<K extends LandingBlock['type']>(type: K) {
  const found = landing().blocks.find((b): b is Extract<LandingBlock, { type: K }> => b.type === type);
  if (!found) throw new Error(`landing.yaml has no ${type} block`);
  return found;
}

/** An accessible name that contains the text, like the long and short labels of one button. */
const containing = (text: string) => (name: string) => name.includes(text);

describe('Hero', () => {
  test('headline, both button texts on one link to the request page, every highlight', () => {
    const hero = block('Hero');
    render(<Hero block={hero} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.headline);
    const cta = screen.getByRole('link', { name: containing(hero.cta.label) });
    expect(cta).toHaveAttribute('href', pageHref(hero.cta.href));
    expect(within(cta).getByText(hero.cta.shortLabel)).toBeInTheDocument();
    expect(hero.highlights.length).toBeGreaterThan(0);
    for (const { title } of hero.highlights) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
  });

  test('a native video that loads nothing before play, its poster set once hydrated, with its fallback and caption', () => {
    const { video: clip } = block('Hero');
    const { container } = render(<Hero block={block('Hero')} />);
    expect(screen.getByRole('heading', { name: clip.title })).toBeInTheDocument();
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', clip.poster);
    expect(video).toHaveAttribute('width', String(clip.width));
    expect(video).toHaveTextContent(clip.fallback);
    expect(screen.getByText(clip.caption)).toBeInTheDocument();
  });

  test("the player's controls appear when the visitor starts the video with the play button, which links to the file", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { video: clip } = block('Hero');
    const { container } = render(<Hero block={block('Hero')} />);
    const video = container.querySelector('video');
    expect(video).not.toHaveAttribute('controls');
    const button = screen.getByRole('link', { name: clip.playLabel });
    expect(button).toHaveAttribute('href', clip.src);
    fireEvent.click(button);
    expect(play).toHaveBeenCalledOnce();
    expect(video).toHaveAttribute('controls');
    expect(screen.queryByRole('link', { name: clip.playLabel })).toBeNull();
    play.mockRestore();
  });
});

test('Process: its section with every numbered step and its illustration', () => {
  const process = block('Process');
  const { container } = render(<Process block={process} />);
  expect(container.querySelector(`section#${process.anchor}`)).not.toBeNull();
  expect(screen.getByText(process.eyebrow)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: process.title })).toBeInTheDocument();
  expect(process.steps.length).toBeGreaterThan(0);
  for (const step of process.steps) {
    expect(screen.getByText(step.number)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: step.title })).toBeInTheDocument();
  }
  expect(screen.getAllByRole('img')).toHaveLength(process.steps.length);
});

describe('Portfolio', () => {
  test('its section with every sample site hidden behind the access overlay', async () => {
    const portfolio = block('Portfolio');
    const { container } = render(<Portfolio block={portfolio} />);
    expect(container.querySelector(`section#${portfolio.anchor}`)).not.toBeNull();
    expect(screen.getByTestId('portfolio-carousel')).toBeInTheDocument();
    const locked = screen.getByTestId('locked-content');
    expect(locked).toHaveAttribute('aria-hidden', 'true');
    expect(locked).toHaveAttribute('inert');
    expect(locked.querySelectorAll('[data-testid="portfolio-carousel"] article')).toHaveLength(portfolio.items.length);
    const { overlay } = portfolio;
    expect(screen.getByRole('heading', { name: overlay.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: containing(overlay.cta.label) })).toHaveAttribute('href', pageHref(overlay.cta.href));
    expect(screen.getByText(overlay.proof)).toBeInTheDocument();
    // Nothing behind the overlay is exposed: the only headings are the section's and the overlay's.
    for (const item of portfolio.items) expect(locked).toHaveTextContent(item.title);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([portfolio.title, overlay.title]);
  });
});

test('Included: its section with a titled card per feature', () => {
  const included = block('Included');
  const { container } = render(<Included block={included} />);
  expect(container.querySelector(`section#${included.anchor}`)).not.toBeNull();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(included.features.map((f) => f.title));
});

test('ClosingCta: every promise and a link to the request page', () => {
  const closing = block('ClosingCta');
  render(<ClosingCta block={closing} />);
  expect(closing.points.length).toBeGreaterThan(0);
  for (const { title } of closing.points) expect(screen.getByText(title)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: containing(closing.cta.label) })).toHaveAttribute('href', pageHref(closing.cta.href));
});

test('FloatingCta: a named link to the request page', () => {
  const { label, href } = site().floatingCta;
  render(<FloatingCta label={label} href={href} />);
  expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', pageHref(href));
});
