import { REQUEST_PATH } from '~/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ClosingCta } from '~/blocks/ClosingCta/ClosingCta';
import { FloatingCta } from '~/blocks/FloatingCta/FloatingCta';
import { Hero } from '~/blocks/Hero/Hero';
import { Included } from '~/blocks/Included/Included';
import { Portfolio } from '~/blocks/Portfolio/Portfolio';
import { Process } from '~/blocks/Process/Process';
import type { LandingBlock } from '~/blocks/types';
import { landing } from '~/content';
import { render } from '../render';

function block<K extends LandingBlock['type']>(type: K) {
  const found = landing().blocks.find((b): b is Extract<LandingBlock, { type: K }> => b.type === type);
  if (!found) throw new Error(`landing.yaml has no ${type} block`);
  return found;
}

describe('Hero', () => {
  test('headline, both button texts on one link to /demande, three highlights', () => {
    render(<Hero block={block('Hero')} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('96h');
    const cta = screen.getByRole('link', { name: /Demander une prévisualisation gratuite/ });
    expect(cta).toHaveAttribute('href', REQUEST_PATH);
    expect(within(cta).getByText('Prévisualisation gratuite')).toBeInTheDocument();
    for (const title of ['Prévisualisation gratuite', 'Livrée en 96h', 'Sans carte bancaire']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
  });

  test('a native video that loads nothing before play, its poster set once hydrated, with its fallback and caption', () => {
    const { container } = render(<Hero block={block('Hero')} />);
    expect(screen.getByRole('heading', { name: 'Démonstration en vidéo' })).toBeInTheDocument();
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/demo-poster.webp');
    expect(video).toHaveAttribute('width', '1280');
    expect(video).toHaveTextContent('Votre navigateur ne supporte pas la vidéo.');
    expect(screen.getByText('Prévisualisation Gratuite en 96h Sans Engagement')).toBeInTheDocument();
  });

  test("the player's controls appear when the visitor starts the video with the play button, which links to the file", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(<Hero block={block('Hero')} />);
    const video = container.querySelector('video');
    expect(video).not.toHaveAttribute('controls');
    const button = screen.getByRole('link', { name: 'Lire la démonstration en vidéo' });
    expect(button).toHaveAttribute('href', '/media/demo.mp4');
    fireEvent.click(button);
    expect(play).toHaveBeenCalledOnce();
    expect(video).toHaveAttribute('controls');
    expect(screen.queryByRole('link', { name: 'Lire la démonstration en vidéo' })).toBeNull();
    play.mockRestore();
  });
});

test('Process: section #services with the three numbered steps and their illustrations', () => {
  const { container } = render(<Process block={block('Process')} />);
  expect(container.querySelector('section#services')).not.toBeNull();
  expect(screen.getByText('Notre Processus')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Nous créons votre site en 3 étapes' })).toBeInTheDocument();
  const steps: [string, string][] = [
    ['01', 'Analyse & Création'],
    ['02', 'Prévisualisation Gratuite'],
    ['03', 'Validation & Publication'],
  ];
  for (const [n, title] of steps) {
    expect(screen.getByText(n)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(screen.getAllByRole('img')).toHaveLength(3);
});

describe('Portfolio', () => {
  test('section #previews with 11 sample sites hidden behind the access overlay', async () => {
    const { container } = render(<Portfolio block={block('Portfolio')} />);
    expect(container.querySelector('section#previews')).not.toBeNull();
    await screen.findByTestId('portfolio-carousel');
    const locked = screen.getByTestId('locked-content');
    expect(locked).toHaveAttribute('aria-hidden', 'true');
    expect(locked).toHaveAttribute('inert');
    expect(locked.querySelectorAll('.mantine-Carousel-slide')).toHaveLength(11);
    expect(screen.getByRole('heading', { name: 'Accès Portfolio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Demander l'accès gratuit/ })).toHaveAttribute('href', REQUEST_PATH);
    expect(screen.getByText('Plus de 100 sites créés avec succès')).toBeInTheDocument();
    // Nothing behind the overlay is exposed: the only headings are the section's and the overlay's.
    expect(screen.queryByRole('heading', { name: 'Le Gourmet' })).toBeNull();
  });
});

test('Included: section #pricing with nine features', () => {
  const { container } = render(<Included block={block('Included')} />);
  expect(container.querySelector('section#pricing')).not.toBeNull();
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
  expect(screen.getByRole('heading', { name: 'Design responsive' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Hébergement sécurisé et rapide' })).toBeInTheDocument();
});

test('ClosingCta: the three promises and a link to /demande', () => {
  render(<ClosingCta block={block('ClosingCta')} />);
  for (const text of ['100% Gratuit', 'Livraison Rapide - Prévisualisation sous 96h', 'Zéro Engagement']) {
    expect(screen.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: /Demander une prévisualisation gratuite/ })).toHaveAttribute('href', REQUEST_PATH);
});

test('FloatingCta: a named link to /demande', () => {
  render(<FloatingCta label="Demander ma prévisualisation gratuite" href="/demande" />);
  expect(screen.getByRole('link', { name: 'Demander ma prévisualisation gratuite' })).toHaveAttribute('href', REQUEST_PATH);
});
