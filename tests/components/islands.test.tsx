import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { getTrade, requestPage, site } from '~/content';
import { Island, IslandRenderer } from '~/islands/Island';
import { IslandProviders } from '~/islands/IslandProviders';
import { islands } from '~/islands/registry';
import { SectorCarousel } from '~/blocks/SectorCarousel/SectorCarousel';
import { RequestIsland } from '~/request/RequestIsland';
import { tradeSlugs } from '../content';

const trade = getTrade(tradeSlugs()[0] ?? '');
if (!trade) throw new Error('no trade');
const carouselProps = { slides: trade.slides, labels: site().carousel };
const formProps = {
  page: requestPage(),
  endpoint: 'https://forms.test/f',
  timeoutMs: 15000,
  contact: { phone: site().phone, email: site().email },
};

/** The page as the server prerenders it: each island rendered as a root of its own (src/entry.server.tsx). */
const prerender = (ui: React.ReactNode) => {
  document.body.innerHTML = renderToString(
    <IslandRenderer value={renderToString}>
      <IslandProviders>{ui}</IslandProviders>
    </IslandRenderer>,
  );
};
const isHydrated = (element: Element | null) => Object.keys(element ?? {}).some((key) => key.startsWith('__reactContainer'));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

test('an island writes its component’s HTML, when it hydrates, and its props as JSON that no "<" can close early', () => {
  prerender(<Island name="request-form" component={RequestIsland} props={formProps} />);
  const island = document.querySelector('[data-island="request-form"]');
  expect(island).toHaveAttribute('data-when', islands['request-form'].when);
  const json = island?.querySelector('script[data-island-props]')?.textContent ?? '';
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual(formProps);
  // The root holds exactly what the component renders alone, which is what the browser hydrates (src/islands/hydrate.tsx).
  const alone = renderToString(
    <IslandProviders prerendered>
      <RequestIsland {...formProps} />
    </IslandProviders>,
  );
  const expected = document.createElement('div');
  expected.innerHTML = alone;
  const root = island?.querySelector('[data-island-root]');
  expect(root?.childNodes.length).toBe(expected.childNodes.length);
  expect([...(root?.childNodes ?? [])].every((node, i) => node.isEqualNode(expected.childNodes[i] ?? null))).toBe(true);
});

test('a still island is drawn and never hydrated: no container, no props', () => {
  prerender(<Island name="sector-carousel" component={SectorCarousel} props={carouselProps} still />);
  expect(document.querySelector('[data-island]')).toBeNull();
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelectorAll('a[target="_blank"]')).toHaveLength(carouselProps.slides.length);
});

test('the site’s script hydrates an island at the visitor’s first move, before the page is idle, without an error', async () => {
  const errors = vi.spyOn(console, 'error');
  const reported: unknown[] = [];
  window.addEventListener('error', (event) => reported.push(event.error));
  prerender(<Island name="request-form" component={RequestIsland} props={formProps} />);
  const root = document.querySelector('[data-island-root]');
  await act(() => import('~/islands/islands'));
  // The page is not idle yet (no timer has run): the island waits for that, or for the visitor.
  expect(isHydrated(root), 'nothing hydrates as the script starts').toBe(false);
  const { fields } = formProps.page;
  const first = screen.getByLabelText(new RegExp(`^${fields.prenom.label}`));
  await act(async () => first.focus());
  await vi.waitFor(() => expect(isHydrated(root)).toBe(true));
  // React claimed the prerendered nodes: the field is the same element, and the form works.
  expect(screen.getByLabelText(new RegExp(`^${fields.prenom.label}`))).toBe(first);
  const user = userEvent.setup();
  await user.type(first, 'Claire');
  expect(first).toHaveValue('Claire');
  expect(errors).not.toHaveBeenCalled();
  expect(reported).toEqual([]);
});
