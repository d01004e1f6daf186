import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { sampleBlocks } from '~/blocks/sampleRegistry';
import type { BlockOf, SampleBlock } from '~/blocks/types';
import { getSample, site as siteContent } from '~/content';
import { format } from '~/content/tokens';
import { HOME_PATH, pageHref } from '~/paths';
import { sampleSlugs } from '../content';
import { SampleSite } from '~/templates/SampleSite/SampleSite';
import { render } from '../render';

const sample = (slug: string) => {
  const found = getSample(slug);
  if (!found) throw new Error(`no sample ${slug}`);
  return found;
};

function blocksOf<K extends SampleBlock['type']>(slug: string, type: K): BlockOf<SampleBlock, K>[] {
  const found = sample(slug).blocks.filter((b): b is BlockOf<SampleBlock, K> => b.type === type);
  if (found.length === 0) throw new Error(`sample ${slug} has no ${type} block`);
  return found;
}

const selectOf = (slug: string) => {
  const field = blocksOf(slug, 'SampleForm')
    .flatMap((b) => b.fields)
    .find((f) => f.kind === 'select');
  if (!field?.options?.length) throw new Error(`sample ${slug} has no select with options`);
  return field;
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
    const banner = siteContent().sampleBanner;
    expect(screen.getByText(banner.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: (name) => name.includes(banner.back) })).toHaveAttribute('href', HOME_PATH);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const menu = container.querySelectorAll<HTMLAnchorElement>('header nav a[href^="#"]');
    for (const link of menu) expect(container.querySelector(link.getAttribute('href') ?? '')).not.toBeNull();
  });

  test('the law firm form offers its legal domains, sends nothing and links back to its trade page', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<SampleSite site={sample('cabinet-avocats')} />);
    const select = screen.getByRole('combobox');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(selectOf('cabinet-avocats').options?.map((o) => o.value));
    const form = select.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(fetchSpy).not.toHaveBeenCalled();
    const back = blocksOf('cabinet-avocats', 'SiteHeader')[0]?.back;
    if (!back) throw new Error('the law firm header has no link back');
    expect(screen.getByRole('link', { name: back.label })).toHaveAttribute('href', pageHref(back.href));
  });

  test('the estate agency form offers its project types with native e-mail and phone inputs, and its listings show their prices', () => {
    const { container } = render(<SampleSite site={sample('agence-immobiliere')} />);
    const select = screen.getByRole('combobox');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(selectOf('agence-immobiliere').options?.map((o) => o.value));
    expect(container.querySelector('input[type="email"]')).not.toBeNull();
    expect(container.querySelector('input[type="tel"]')).not.toBeNull();
    const prices = blocksOf('agence-immobiliere', 'Cards').flatMap((b) => b.items.flatMap((item) => item.price ?? []));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(screen.getByText(price)).toBeInTheDocument();
  });

  test('testimonials show their stars with a spoken rating', () => {
    render(<SampleSite site={sample('garage-expert')} />);
    const [testimonials] = blocksOf('garage-expert', 'Testimonials');
    const labels = testimonials?.items.map((item) => format(testimonials.ratingLabel, { rating: item.rating })) ?? [];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of new Set(labels))
      expect(screen.getAllByRole('img', { name: label })).toHaveLength(labels.filter((l) => l === label).length);
  });

  test('the restaurant menu groups dishes by their categories', () => {
    render(<SampleSite site={sample('restaurant-gourmet')} />);
    const categories = blocksOf('restaurant-gourmet', 'Menu').flatMap((b) => b.groups.map((g) => g.category));
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(screen.getByRole('heading', { name: category })).toBeInTheDocument();
  });

  test('the tech startup prices its tiers and marks the highlighted one', () => {
    render(<SampleSite site={sample('tech-startup')} />);
    const tiers = blocksOf('tech-startup', 'PricingTiers').flatMap((b) => b.tiers);
    const highlights = tiers.flatMap((t) => t.highlight ?? []);
    expect(highlights.length).toBeGreaterThan(0);
    for (const highlight of highlights) expect(screen.getByText(highlight)).toBeInTheDocument();
    for (const tier of tiers) expect(screen.getByText(tier.price)).toBeInTheDocument();
  });
});
