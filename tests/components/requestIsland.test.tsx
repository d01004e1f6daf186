import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, onTestFinished, test, vi } from 'vitest';
import { requestPage, site } from '~/content';
import { ISLAND_PROPS_ID, ISLAND_ROOT_ID, RequestIsland } from '~/request/RequestIsland';
import { RequestPage } from '~/templates/RequestPage/RequestPage';
import { agencyTheme, bodyProviderProps } from '~/theme';

const props = {
  page: requestPage(),
  endpoint: 'https://forms.test/f',
  timeoutMs: 15000,
  contact: { phone: site().phone, email: site().email },
};
const SCRIPT = '/assets/request-island-test.js';
const { fields, buttons } = props.page;

/** Markup as the page's body renders it: inside the body's Mantine provider (src/root.tsx). */
const inBody = (ui: React.ReactNode) =>
  renderToString(
    <MantineProvider theme={agencyTheme} {...bodyProviderProps}>
      {ui}
    </MantineProvider>,
  );
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

afterEach(() => vi.restoreAllMocks());

test('the prerendered page holds, in its island container, exactly what the island renders on its own', () => {
  const page = parse(inBody(<RequestPage {...props} island={SCRIPT} />));
  const container = page.getElementById(ISLAND_ROOT_ID);
  if (!container) throw new Error('no island container in the page');
  const alone = parse(inBody(<RequestIsland {...props} />));
  // Same elements, attributes (the fields' ids among them) and texts: React can claim every node without a patch.
  const expected = document.createElement('div');
  expected.append(alone);
  expect(container.childNodes.length).toBe(expected.childNodes.length);
  expect([...container.childNodes].every((node, i) => node.isEqualNode(expected.childNodes[i] ?? null))).toBe(true);
  // The props, readable as JSON (no "<" to close the script early), and the loader naming the island's script.
  expect(JSON.parse(page.getElementById(ISLAND_PROPS_ID)?.textContent ?? '')).toEqual(props);
  expect(page.querySelector('script[type="module"]')?.textContent).toContain(JSON.stringify(SCRIPT));
});

test('without its script (the dev server, where the whole page hydrates), the page ships no island props or loader', () => {
  const page = parse(inBody(<RequestPage {...props} />));
  expect(page.getElementById(ISLAND_ROOT_ID)).not.toBeNull();
  expect(page.querySelectorAll('script')).toHaveLength(0);
});

test('the island hydrates the prerendered form without an error, keeps what was typed before, and the form then works', async () => {
  const errors = vi.spyOn(console, 'error');
  const reported: unknown[] = [];
  window.addEventListener('error', (event) => reported.push(event.error));
  document.body.innerHTML = inBody(<RequestPage {...props} island={SCRIPT} />);
  const input = document.getElementById('demande-prenom');
  // Typed before the island loaded: hydration must not wipe it.
  if (input instanceof HTMLInputElement) input.value = 'Claire';
  const { root } = await act(() => import('~/request/island'));
  onTestFinished(() => act(() => root.unmount()));
  await vi.waitFor(() =>
    expect(Object.keys(document.getElementById(ISLAND_ROOT_ID) ?? {}).some((k) => k.startsWith('__reactContainer'))).toBe(true),
  );
  // React claimed the prerendered nodes: the field is the same element, now with its fiber.
  expect(screen.getByLabelText(new RegExp(`^${fields.prenom.label}`))).toBe(input);
  await vi.waitFor(() => expect(input).toHaveValue('Claire'));
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(new RegExp(`^${fields.nom.label}`)), 'Martin');
  await user.type(screen.getByLabelText(new RegExp(`^${fields.entreprise.label}`)), 'Pharmacie du Centre');
  await user.type(screen.getByLabelText(new RegExp(`^${fields.email.label}`)), 'claire@exemple.fr');
  await user.click(screen.getByRole('button', { name: buttons.continue }));
  expect(await screen.findByLabelText(new RegExp(`^${fields.siteActuel.label}`))).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
  expect(reported).toEqual([]);
});
