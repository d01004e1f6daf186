import { tradePath } from '~/paths';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { sampleBlocks } from '~/blocks/sampleRegistry';
import { getSample } from '~/content';
import { sampleSlugs } from '../content';
import { SampleSite } from '~/templates/SampleSite/SampleSite';
import { render } from '../render';

const sample = (slug: string) => {
  const found = getSample(slug);
  if (!found) throw new Error(`no sample ${slug}`);
  return found;
};

describe('sample sites', () => {
  test('use only block types the registry knows', () => {
    for (const slug of sampleSlugs()) {
      for (const block of sample(slug).blocks) expect(Object.keys(sampleBlocks)).toContain(block.type);
    }
  });

  test.each(sampleSlugs())('%s: banner with a way home, one h1, every anchor of its menu', (slug) => {
    const site = sample(slug);
    const { container } = render(<SampleSite site={site} />);
    expect(screen.getByText("Ceci est un site d'exemple réalisé par Atelier Vitrine.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour à l'accueil/ })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const menu = container.querySelectorAll<HTMLAnchorElement>('header nav a[href^="#"]');
    for (const link of menu) expect(container.querySelector(link.getAttribute('href') ?? '')).not.toBeNull();
  });

  test('the law firm form offers the four legal domains and sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<SampleSite site={sample('cabinet-avocats')} />);
    const select = screen.getByRole('combobox');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['affaires', 'travail', 'penal', 'famille']);
    const form = select.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /avocat/i })).toHaveAttribute('href', tradePath('avocat'));
  });

  test('the estate agency form offers the five project types with native e-mail and phone inputs', () => {
    const { container } = render(<SampleSite site={sample('agence-immobiliere')} />);
    const select = screen.getByRole('combobox');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['achat', 'vente', 'location', 'gestion', 'estimation']);
    expect(container.querySelector('input[type="email"]')).not.toBeNull();
    expect(container.querySelector('input[type="tel"]')).not.toBeNull();
    for (const figure of ['320 000 €', '485 000 €', '185 000 €']) expect(screen.getByText(figure)).toBeInTheDocument();
  });

  test('testimonials show five stars with a spoken rating', () => {
    render(<SampleSite site={sample('garage-expert')} />);
    expect(screen.getAllByRole('img', { name: 'Note : 5 sur 5' })).toHaveLength(3);
  });

  test('the restaurant menu groups dishes by the four categories', () => {
    render(<SampleSite site={sample('restaurant-gourmet')} />);
    for (const category of ['Entrées', 'Poissons', 'Viandes', 'Desserts'])
      expect(screen.getByRole('heading', { name: category })).toBeInTheDocument();
  });

  test('the tech startup prices its three tiers', () => {
    render(<SampleSite site={sample('tech-startup')} />);
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('$49')).toBeInTheDocument();
    expect(screen.getByText('$199')).toBeInTheDocument();
  });
});
