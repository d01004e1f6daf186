import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { getLegal, site, tradeLinks } from '~/content';
import { legalPath } from '~/paths';
import { ErrorBoundary } from '~/root';
import { LegalPage } from '~/templates/LegalPage/LegalPage';
import { Footer } from '~/ui/Footer/Footer';
import { Header } from '~/ui/Header/Header';
import { render } from '../render';

test('header: home link with the brand, phone as a tel: link', () => {
  render(<Header site={site()} />);
  expect(screen.getByRole('link', { name: site().header.homeLabel })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: /Appeler le/ })).toHaveAttribute('href', 'tel:+33184602745');
});

test('footer: the fifteen trades, the three legal pages, phone and e-mail', () => {
  render(<Footer site={site()} trades={tradeLinks()} />);
  for (const trade of tradeLinks()) expect(screen.getByRole('link', { name: trade.name })).toHaveAttribute('href', trade.href);
  expect(tradeLinks()).toHaveLength(15);
  for (const href of ['mentions-legales', 'confidentialite', 'cgv'].map(legalPath))
    expect(document.querySelector(`footer a[href="${href}"]`)).not.toBeNull();
  expect(screen.getByRole('link', { name: site().phone })).toHaveAttribute('href', 'tel:+33184602745');
  expect(screen.getByRole('link', { name: site().email })).toHaveAttribute('href', `mailto:${site().email}`);
});

test('legal page: title, date and the Markdown body as sections', () => {
  const cgv = getLegal('cgv');
  if (!cgv) throw new Error('no cgv');
  render(<LegalPage page={cgv} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conditions générales de vente');
  expect(screen.getAllByRole('heading', { level: 2 }).filter((h) => /^Article \d+/.test(h.textContent ?? ''))).toHaveLength(12);
  expect(screen.getByText(/497/, { selector: 'p, li, strong' })).toBeInTheDocument();
});

test('router errors show "Unexpected Application Error!" and the message', () => {
  render(<ErrorBoundary error={new Error('Le contenu est illisible')} params={{}} loaderData={undefined} actionData={undefined} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
  expect(screen.getByText('Le contenu est illisible')).toBeInTheDocument();
});
