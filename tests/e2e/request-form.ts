// What the request form's end-to-end tests share: its texts, the form filling and the toast locator.
import type { Page } from '@playwright/test';
import { hydrated } from './browser.ts';
import { content } from './site.ts';

export const { fields, buttons, messages } = content.requestPage;
/** The label of the n-th useful link, as the form writes it. */
export const linkLabel = (n: number) => fields.lien.label.replace('{n}', String(n));

/** A field's label, required mark or not. */
export const label = (text: string) => new RegExp(`^${text}`);

/** Fills step 1 and continues, once the form has hydrated: each field then goes through the form's state as typed. */
export async function fillStepOne(page: Page) {
  await hydrated(page);
  await page.getByLabel(label(fields.prenom.label)).fill('Claire');
  await page.getByLabel(label(fields.nom.label)).fill('Martin');
  await page.getByLabel(label(fields.entreprise.label)).fill('Pharmacie du Centre');
  await page.getByLabel(label(fields.email.label)).fill('claire@exemple.fr');
  await page.getByLabel(fields.telephone.label).fill('06 12 34 56 78');
  await page.getByRole('button', { name: buttons.continue }).click();
}

export async function fillStepTwo(page: Page) {
  await page.getByLabel(fields.siteActuel.label).fill('https://pharmacie-centre.fr');
  await page.getByLabel(fields.message.label).fill('Un site avec nos horaires et nos gardes.');
  await page.getByLabel(linkLabel(1)).fill('https://facebook.com/pharmacie');
  await page.getByRole('button', { name: buttons.addLink }).click();
  await page.getByLabel(linkLabel(2)).fill('https://g.page/pharmacie');
  await page.getByRole('button', { name: buttons.addLink }).click();
  await page.getByLabel(fields.accepteContact.label).check();
}

export const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
