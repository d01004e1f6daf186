// The request form is an HTML form first: without its script (JavaScript off, or the island's file failing) it posts
// to the form service on its own, with the browser's checks; a submit while the script arrives posts exactly once.
import type { Browser, Page, Route } from '@playwright/test';
import { expect, hold, test, type FormService, type Post, type Site } from './fixtures.ts';
import { buttons, fields, label, messages, toast } from './request-form.ts';
import { FORM_ENDPOINT, REQUEST_PATH, requestContent } from './site.ts';

const page$ = requestContent();
const VALUES = {
  prenom: 'Claire',
  nom: 'Martin',
  entreprise: 'Pharmacie du Centre',
  email: 'claire@exemple.fr',
  telephone: '06 12 34 56 78',
  siteActuel: 'https://pharmacie-centre.fr',
  message: 'Un site avec nos horaires et nos gardes.',
  liens: ['https://facebook.com/pharmacie', 'https://g.page/pharmacie'],
};
type Values = typeof VALUES;

/** What the HTML form posts: the payload's keys, the subject's prefix, the empty honeypot (a textarea's lines end in CRLF). */
const posted = (values: Values) => ({
  _subject: page$.subjectPrefix,
  prenom: values.prenom,
  nom: values.nom,
  entreprise: values.entreprise,
  email: values.email,
  telephone: values.telephone,
  siteActuel: values.siteActuel,
  message: values.message,
  liens: values.liens.join('\r\n'),
  _gotcha: '',
});

/** Fills the HTML form, both steps on one page, as a visitor would: every field, the links one a line. */
async function fillHtmlForm(page: Page, values: Values, consent = true) {
  await page.getByLabel(label(fields.prenom.label)).fill(values.prenom);
  await page.getByLabel(label(fields.nom.label)).fill(values.nom);
  await page.getByLabel(label(fields.entreprise.label)).fill(values.entreprise);
  await page.getByLabel(label(fields.email.label)).fill(values.email);
  await page.getByLabel(fields.telephone.label).fill(values.telephone);
  await page.getByLabel(fields.siteActuel.label).fill(values.siteActuel);
  await page.getByLabel(fields.message.label).fill(values.message);
  await page.getByLabel(fields.liens.label).fill(values.liens.join('\n'));
  if (consent) await page.getByLabel(fields.accepteContact.label).check();
}

/** Resolves once the visitor has reached the form service's own page after its POST. */
const atService = (page: Page) => page.waitForURL((url) => url.href.startsWith(FORM_ENDPOINT));

type Without = 'JavaScript off' | 'the island’s script failing';
const WITHOUT: Without[] = ['JavaScript off', 'the island’s script failing'];

/** The request page in a fresh browser context, where no script runs the form. */
async function openWithout(browser: Browser, server: Site, form: FormService, without: Without) {
  const context = await browser.newContext({ javaScriptEnabled: without !== 'JavaScript off' });
  const page = await context.newPage();
  const blocked: string[] = [];
  // Every script file fails (the island's among them, whatever its loader names it); inline scripts still run.
  if (without !== 'JavaScript off')
    await page.route(/\.js$/, (route) => {
      blocked.push(route.request().url());
      return route.abort('failed');
    });
  const posts = await form.capture(page);
  await page.goto(server.url(REQUEST_PATH), { waitUntil: 'load' });
  if (without !== 'JavaScript off') {
    // The island loads after the first paint, or at the visitor's first move in the form: its file is asked for, and refused.
    await page.getByLabel(label(fields.prenom.label)).focus();
    await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
  }
  return { page, posts, close: () => context.close() };
}

for (const without of WITHOUT) {
  test.describe(`the request form with ${without}`, () => {
    test('shows both steps with every label, and one POST brings the service every key', async ({ browser, server, form }) => {
      const { page, posts, close } = await openWithout(browser, server, form, without);
      expect(await page.getByRole('button', { name: buttons.continue }).count(), 'nothing hidden behind "Continuer"').toBe(0);
      for (const text of [fields.prenom, fields.email, fields.telephone, fields.siteActuel, fields.message, fields.liens])
        await expect(page.getByLabel(label(text.label)).first()).toBeVisible();
      // <noscript> speaks only where scripts are off (a locator: Playwright's text search skips <noscript>).
      const notice = page.locator('form noscript > p');
      if (without === 'JavaScript off') {
        await expect(notice).toBeVisible();
        expect(await notice.textContent()).toBe(page$.noScript);
      } else await expect(notice).toBeHidden();
      await fillHtmlForm(page, VALUES);
      await page.getByRole('button', { name: buttons.submit }).click();
      await atService(page);
      expect(posts.length).toBe(1);
      expect(posts[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(posts[0]?.body).toEqual(posted(VALUES));
      await close();
    });

    for (const [wrong, values, consent, field] of [
      ['an invalid e-mail', { ...VALUES, email: 'claire@' }, true, fields.email.label],
      ['a bad phone number', { ...VALUES, telephone: '12 34 56' }, true, fields.telephone.label],
      ['a missing consent', VALUES, false, fields.accepteContact.label],
    ] as const) {
      test(`${wrong} is refused by the browser, and nothing is posted until it is fixed`, async ({ browser, server, form }) => {
        const { page, posts, close } = await openWithout(browser, server, form, without);
        await fillHtmlForm(page, values, consent);
        const submit = page.getByRole('button', { name: buttons.submit });
        await submit.click();
        const input = page.getByLabel(label(field));
        expect(await input.evaluate((element: HTMLInputElement) => element.validity.valid)).toBe(false);
        expect(page.url()).toBe(server.url(REQUEST_PATH));
        // Fixed, the form posts once: the refused submit posted nothing before it.
        await fillHtmlForm(page, VALUES);
        await submit.click();
        await atService(page);
        expect(posts.map((post) => post.body)).toEqual([posted(VALUES)]);
        await close();
      });
    }
  });
}

/** Waits for the send to end either way (the service's page, or the script's success toast), then a little longer. */
async function settledSend(page: Page, posts: Post[]) {
  await expect.poll(() => posts.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect
    .poll(async () => page.url().startsWith(FORM_ENDPOINT) || (await toast(page, messages.success.title).isVisible()), { timeout: 15_000 })
    .toBe(true);
  // Long enough for a second POST, if the other path also sent one, to be seen.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** The request form island's file (named `request-island-…` by its own build, `island-request-form-…` by src/islands). */
const ISLAND_FILE = /\/(request-island|island-request-form)-[\w-]+\.js$/;

test.describe('a submit while the form hydrates', () => {
  test('in the island’s first task, right after hydration starts: exactly one POST, with the visitor’s values', async ({
    browser,
    server,
    form,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The island's module, followed by a submit: it runs right after hydrateRoot() has been called where that module
    // hydrates (where a loader hydrates after importing it, right before: a submit before hydration, which must post once too).
    await page.route(ISLAND_FILE, async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n;document.querySelector('form')?.requestSubmit();\n` });
    });
    const posts = await form.capture(page);
    const release = await hold(page, /\.js$/);
    // The page's own module script is held too: the load event waits for it, the form is there before.
    await page.goto(server.url(REQUEST_PATH), { waitUntil: 'commit' });
    await page.locator('form').waitFor();
    await fillHtmlForm(page, VALUES);
    release();
    await settledSend(page, posts);
    expect(posts.length).toBe(1);
    expect(posts[0]?.body).toMatchObject({ nom: VALUES.nom, entreprise: VALUES.entreprise, email: VALUES.email });
    test.info().annotations.push({ type: 'path', description: posts[0]?.headers['content-type'] ?? '' });
    await context.close();
  });

  test('as the island’s script arrives: exactly one POST, with the visitor’s values', async ({ browser, server, form }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const release = await hold(page, ISLAND_FILE);
    const posts = await form.capture(page);
    await page.goto(server.url(REQUEST_PATH), { waitUntil: 'load' });
    await fillHtmlForm(page, VALUES);
    release();
    await page.getByRole('button', { name: buttons.submit }).click();
    await settledSend(page, posts);
    expect(posts.length).toBe(1);
    expect(posts[0]?.body).toMatchObject({ nom: VALUES.nom, entreprise: VALUES.entreprise, email: VALUES.email });
    test.info().annotations.push({ type: 'path', description: posts[0]?.headers['content-type'] ?? '' });
    await context.close();
  });
});
