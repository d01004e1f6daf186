// What the request form's end-to-end tests share: the POST catcher, the form filling and the toast locator.
import { content, hydrated } from './helpers.mjs';

export const ENDPOINT = process.env.VITE_FORM_ENDPOINT || content.site.form.endpoint;
export const { fields, buttons, messages } = content.requestPage;
/** The label of the n-th useful link, as the form writes it. */
export const linkLabel = (n) => fields.lien.label.replace('{n}', String(n));

/**
 * Captures every POST to the form service and answers with `answer`: a status, 'abort', or a function of the
 * number of POSTs so far giving one of those (or a promise of one).
 */
export async function captureForm(page, answer = 200) {
  const posts = [];
  await page.route(`${ENDPOINT}*`, async (route) => {
    posts.push({ url: route.request().url(), headers: route.request().headers(), body: route.request().postDataJSON() });
    const status = await (typeof answer === 'function' ? answer(posts.length) : answer);
    if (status === 'abort') return route.abort('failed');
    return route.fulfill({ status, contentType: 'application/json', body: '{"ok":true}' });
  });
  return posts;
}

export const label = (text) => new RegExp(`^${text}`);

/**
 * For `session.open(route, size, withoutDraft)`: the page starts with an empty localStorage, where the form keeps its
 * draft and its send log for every tab of the browser, so that no test finds what another one left. Once per tab: a
 * reload keeps what the test itself stored.
 */
export const withoutDraft = (page) =>
  page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-started')) return;
    sessionStorage.setItem('e2e-started', '1');
    localStorage.clear();
  });

/** Fills step 1 and continues; waits for hydration first, since a field filled before it never reaches the form's state. */
export async function fillStepOne(page) {
  await hydrated(page);
  await page.getByLabel(label(fields.prenom.label)).fill('Claire');
  await page.getByLabel(label(fields.nom.label)).fill('Martin');
  await page.getByLabel(label(fields.entreprise.label)).fill('Pharmacie du Centre');
  await page.getByLabel(label(fields.email.label)).fill('claire@exemple.fr');
  await page.getByLabel(fields.telephone.label).fill('06 12 34 56 78');
  await page.getByRole('button', { name: buttons.continue }).click();
}

export async function fillStepTwo(page) {
  await page.getByLabel(fields.siteActuel.label).fill('https://pharmacie-centre.fr');
  await page.getByLabel(fields.message.label).fill('Un site avec nos horaires et nos gardes.');
  await page.getByLabel(linkLabel(1)).fill('https://facebook.com/pharmacie');
  await page.getByRole('button', { name: buttons.addLink }).click();
  await page.getByLabel(linkLabel(2)).fill('https://g.page/pharmacie');
  await page.getByRole('button', { name: buttons.addLink }).click();
  await page.getByLabel(fields.accepteContact.label).check();
}

export const toast = (page, text) => page.locator('.mantine-Notification-root').filter({ hasText: text });
