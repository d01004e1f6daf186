// Every request arrives whole and every message is about what the visitor just did.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, test, type Session, type Site } from './fixtures.ts';
import { buttons, fields, fillStepOne, fillStepTwo, label, linkLabel, messages, toast } from './request-form.ts';
import { content, legalPath, REQUEST_PATH, routesOfKind } from './site.ts';

type Corpus = Record<'names' | 'companies' | 'emails' | 'phones' | 'urls', string[]> & Record<string, string[]>;
const ORDINARY = JSON.parse(fs.readFileSync('tests/fixtures/ordinary-text.json', 'utf8')) as Corpus;
const EVENT_NAMES = JSON.parse(fs.readFileSync('src/request/eventNames.json', 'utf8')) as string[];
const MESSAGE_MAX = 2000; // the spec's limit for the message
const THROTTLE_MAX = 3; // the spec's rule: 3 sends per 5 minutes
const DRAFT_KEY = 'demande-brouillon'; // src/request/draft.ts

/** The path the site notes for a route: the address's path without the deploy's base path. */
const notedPath = (server: Site, route: string) => `/${new URL(server.url(route)).pathname.slice(server.base.length)}`;

type Values = {
  prenom: string;
  nom: string;
  entreprise: string;
  email: string;
  telephone: string;
  siteActuel: string;
  liens: string[];
  message: string;
};

type Open = Session['open'];

/** Opens a route once React has hydrated it: a field filled before hydration would not reach the form's state. */
async function openHydrated(open: Open, route: string) {
  // The throttle's send log and the draft are shared by every page of the origin: each tab starts without them.
  const { page } = await open(route);
  await hydrated(page);
  return page;
}

/** Opens /demande with a draft in localStorage, as a visitor coming back to the form would find it. */
async function openWithDraft(open: Open, values: Record<string, unknown>) {
  const page = await openHydrated(open, REQUEST_PATH);
  await page.evaluate(([key, draft]) => localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() })), [
    DRAFT_KEY,
    { step: 1, values },
  ] as const);
  await page.reload({ waitUntil: 'networkidle' });
  await hydrated(page);
  await page.getByRole('button', { name: buttons.submit }).waitFor();
  return page;
}

/** Fills both steps with `entry` values and sends; resolves once the success toast shows. */
async function send(page: Page, { prenom, nom, entreprise, email, telephone, siteActuel, liens, message }: Values) {
  await page.getByLabel(label(fields.prenom.label)).fill(prenom);
  await page.getByLabel(label(fields.nom.label)).fill(nom);
  await page.getByLabel(label(fields.entreprise.label)).fill(entreprise);
  await page.getByLabel(label(fields.email.label)).fill(email);
  await page.getByLabel(fields.telephone.label).fill(telephone);
  await page.getByRole('button', { name: buttons.continue }).click();
  await page.getByLabel(fields.siteActuel.label).fill(siteActuel);
  await page.getByLabel(fields.message.label).fill(message);
  for (const [i, link] of liens.entries()) {
    if (i > 0) await page.getByRole('button', { name: buttons.addLink }).click();
    await page.getByLabel(linkLabel(i + 1)).fill(link);
  }
  await page.getByLabel(fields.accepteContact.label).check();
  await page.getByRole('button', { name: buttons.submit }).click();
  const success = toast(page, messages.success.title);
  await success.waitFor();
  // Closed, so that the next send's success cannot be mistaken for this one.
  await success.getByRole('button').click();
  await success.waitFor({ state: 'detached' });
  await page.evaluate(() => localStorage.clear()); // the next send is not held back by the throttle
}

/** The corpus's messages cut into blocks of at most MESSAGE_MAX characters, one entry a line. */
function messageBlocks(entries: string[]) {
  const blocks: string[][] = [[]];
  for (const entry of entries) {
    const block = blocks.at(-1) ?? [];
    if ([...block, entry].join('\n').length > MESSAGE_MAX) blocks.push([entry]);
    else block.push(entry);
  }
  return blocks.map((block) => block.join('\n'));
}

test.describe('request form integrity in the browser', () => {
  test('the newest toast shows within a second and the previous one is gone', async ({ open, form }) => {
    const page = await openHydrated(open, REQUEST_PATH);
    let failing = true;
    await form.capture(page, () => (failing ? 500 : 200));
    await page.getByLabel(label(fields.prenom.label)).fill('Claire');
    await page.getByLabel(label(fields.nom.label)).fill('Martin');
    await page.getByLabel(label(fields.entreprise.label)).fill('Pharmacie du Centre');
    await page.getByLabel(label(fields.email.label)).fill('claire@exemple');
    await page.getByRole('button', { name: buttons.continue }).click();
    await toast(page, messages.email.title).waitFor();
    await page.getByLabel(label(fields.email.label)).fill('claire@exemple.fr');
    await page.getByLabel(fields.telephone.label).fill('12 34');
    await page.getByRole('button', { name: buttons.continue }).click();
    await toast(page, messages.telephone.title).waitFor({ timeout: 1000 });
    await toast(page, messages.email.title).waitFor({ state: 'detached', timeout: 1000 });

    await page.getByLabel(fields.telephone.label).fill('06 12 34 56 78');
    await page.getByRole('button', { name: buttons.continue }).click();
    await page.getByLabel(fields.accepteContact.label).check();
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.error.title).waitFor();
    failing = false;
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor({ timeout: 1000 });
    await toast(page, messages.error.title).waitFor({ state: 'detached', timeout: 1000 });
    expect(await page.locator('.mantine-Notification-root').count()).toBe(1);
  });

  test('the throttle toast shows at once on the 4th send, and nothing more is posted', async ({ open, form }) => {
    const page = await openHydrated(open, REQUEST_PATH);
    await page.evaluate(() => localStorage.clear());
    const posts = await form.capture(page, 500);
    await fillStepOne(page);
    await fillStepTwo(page);
    const submit = page.getByRole('button', { name: buttons.submit });
    for (let i = 0; i < THROTTLE_MAX; i++) {
      await submit.click();
      await page.waitForFunction(() => !document.querySelector('button[type="submit"][data-loading]'));
    }
    expect(posts.length).toBe(THROTTLE_MAX);
    await submit.click();
    await toast(page, messages.throttle.title).waitFor({ timeout: 1000 });
    await toast(page, messages.error.title).waitFor({ state: 'detached', timeout: 1000 });
    expect(posts.length).toBe(THROTTLE_MAX);
  });

  test('<b></b> as the name keeps "Continuer" disabled, and a draft holding it gets "required" with no POST', async ({ open, form }) => {
    const page = await openHydrated(open, REQUEST_PATH);
    await page.getByLabel(label(fields.prenom.label)).fill('Claire');
    await page.getByLabel(label(fields.nom.label)).fill('<b></b>');
    await page.getByLabel(label(fields.entreprise.label)).fill('Pharmacie du Centre');
    await page.getByLabel(label(fields.email.label)).fill('claire@exemple.fr');
    expect(await page.getByRole('button', { name: buttons.continue }).isDisabled()).toBe(true);
    await page.close();

    const restored = await openWithDraft(open, {
      nom: '<b></b>',
      prenom: 'Claire',
      entreprise: 'Pharmacie du Centre',
      email: 'claire@exemple.fr',
      accepteContact: true,
    });
    const posts = await form.capture(restored);
    await restored.getByRole('button', { name: buttons.submit }).click();
    await toast(restored, messages.required.title).waitFor();
    expect(await toast(restored, messages.required.message).isVisible()).toBe(true);
    expect(posts.length).toBe(0);
  });

  test('an invalid e-mail restored from a draft is refused before anything is sent', async ({ open, form }) => {
    const page = await openWithDraft(open, {
      nom: 'Martin',
      prenom: 'Claire',
      entreprise: 'Pharmacie du Centre',
      email: 'x',
      accepteContact: true,
    });
    const posts = await form.capture(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.email.title).waitFor();
    expect(posts.length).toBe(0);
    expect(await page.getByLabel(label(fields.email.label)).inputValue(), 'back on step 1 to fix it').toBe('x');
  });

  test('a draft with values the form does not hold keeps the form and its other fields', async ({ open }) => {
    const page = await openWithDraft(open, {
      nom: 5,
      prenom: 'Claire',
      entreprise: 'Pharmacie du Centre',
      email: 'claire@exemple.fr',
      telephone: null,
      message: 'Trois pages et un blog.',
      liens: [1, 'https://g.page/pharmacie'],
      accepteContact: true,
    });
    expect(await page.getByLabel(fields.message.label).inputValue()).toBe('Trois pages et un blog.');
    expect(await page.getByLabel(linkLabel(1)).inputValue()).toBe('https://g.page/pharmacie');
    expect(await page.getByLabel(linkLabel(2)).count()).toBe(0);
    expect(await page.getByLabel(fields.accepteContact.label).isChecked()).toBe(true);
    await page.getByRole('button', { name: buttons.back }).click();
    expect(await page.getByLabel(label(fields.prenom.label)).inputValue()).toBe('Claire');
    expect(await page.getByLabel(label(fields.nom.label)).inputValue(), 'the wrong value alone is dropped').toBe('');
    expect(await page.getByLabel(fields.telephone.label).inputValue()).toBe('');
    expect(await page.locator('form input').count()).toBeGreaterThan(5);
  });

  test('every field at its maximum and the most links: the add button stops there, and one POST under 64 KiB', async ({ open, form }) => {
    const { limits, maxLinks } = content.requestPage;
    const page = await openHydrated(open, REQUEST_PATH);
    const posts = await form.capture(page);
    // Characters that weigh 3 bytes each in the JSON's UTF-8.
    const heavy = (length: number) => '€'.repeat(length);
    const email = `${'a'.repeat(limits.email - '@exemple.fr'.length)}@exemple.fr`;
    const telephone = '0033...6.12.34.56.78'.slice(0, limits.telephone);
    await page.getByLabel(label(fields.prenom.label)).fill(heavy(limits.prenom));
    await page.getByLabel(label(fields.nom.label)).fill(heavy(limits.nom));
    await page.getByLabel(label(fields.entreprise.label)).fill(heavy(limits.entreprise));
    await page.getByLabel(label(fields.email.label)).fill(email);
    await page.getByLabel(fields.telephone.label).fill(telephone);
    await page.getByRole('button', { name: buttons.continue }).click();
    await page.getByLabel(fields.siteActuel.label).fill(heavy(limits.siteActuel));
    await page.getByLabel(fields.message.label).fill(heavy(limits.message));
    const add = page.getByRole('button', { name: buttons.addLink });
    for (let i = 1; i <= maxLinks; i++) {
      if (i > 1) await add.click();
      await page.getByLabel(linkLabel(i)).fill(heavy(limits.lien));
    }
    await expect(add).toBeDisabled();
    await page.getByLabel(fields.accepteContact.label).check();
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor();
    expect(posts.length).toBe(1);
    const body = posts[0]?.body ?? {};
    expect(body.liens?.split(',')).toEqual(Array(maxLinks).fill(heavy(limits.lien)));
    expect([body.message, body.email, body.telephone]).toEqual([heavy(limits.message), email, telephone]);
    expect(posts[0]?.bytes).toBeLessThan(64 * 1024);
  });

  test('two requestSubmit() in the same task post once; the send is said in words while it runs', async ({ open, form }) => {
    const page = await openHydrated(open, REQUEST_PATH);
    let answer: (status: number) => void = () => {};
    const answered = new Promise<number>((resolve) => (answer = resolve));
    const posts = await form.capture(page, () => answered);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.evaluate(() => {
      const request = document.querySelector('form');
      request?.requestSubmit();
      request?.requestSubmit();
    });
    const status = page.getByRole('status').filter({ hasText: content.requestPage.sending });
    await status.waitFor();
    answer(200);
    await toast(page, messages.success.title).waitFor();
    expect(posts.length).toBe(1);
  });

  test('the ordinary-text corpus arrives unchanged in the POST bodies', async ({ open, form }) => {
    const page = await openHydrated(open, REQUEST_PATH);
    const posts = await form.capture(page);
    const entries = Object.values(ORDINARY).flat();
    const blocks = messageBlocks(entries);
    const pick = (list: string[], i: number) => list[i % list.length] ?? '';
    const sent = blocks.map((message, i): Values => ({
      prenom: pick(ORDINARY.names, 2 * i),
      nom: pick(ORDINARY.names, 2 * i + 1),
      entreprise: pick(ORDINARY.companies, i),
      email: pick(ORDINARY.emails, i),
      telephone: pick(ORDINARY.phones, i),
      siteActuel: pick(ORDINARY.urls, 3 * i),
      liens: [pick(ORDINARY.urls, 3 * i + 1), pick(ORDINARY.urls, 3 * i + 2)],
      message,
    }));
    for (const values of sent) await send(page, values);
    expect(posts.length).toBe(sent.length);
    for (const [i, values] of sent.entries()) {
      const body = posts[i]?.body ?? {};
      expect(body).toEqual({ ...body, ...values, liens: values.liens.join(',') });
      expect(body._subject?.endsWith(values.entreprise)).toBe(true);
    }
    const arrived = posts.flatMap((p) => (p.body.message ?? '').split('\n'));
    expect(arrived).toEqual(entries.flatMap((entry) => entry.split('\n')));
  });

  test('a visit that lands on a trade page with UTM parameters sends them with the request', async ({ server, newTab, form }) => {
    const [trade = ''] = routesOfKind('trade');
    const page = await newTab();
    await page.addInitScript(() => localStorage.clear());
    await page.goto(`${server.url(trade)}?utm_source=google&utm_medium=cpc&utm_campaign=printemps-2026`, {
      referer: 'https://www.google.fr/',
      waitUntil: 'networkidle',
    });
    const posts = await form.capture(page);
    await page
      .locator('main')
      .getByRole('link', { name: content.allTrades.find((t) => trade.endsWith(`-${t.slug}/`))?.cta.label })
      .first()
      .click();
    await page.getByLabel(label(fields.prenom.label)).waitFor();
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor();
    expect(posts.length).toBe(1);
    const { pageEntree, utm_source, utm_medium, utm_campaign, referent } = posts[0]?.body ?? {};
    expect({ pageEntree, utm_source, utm_medium, utm_campaign, referent }).toEqual({
      pageEntree: notedPath(server, trade),
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'printemps-2026',
      referent: 'www.google.fr',
    });
  });

  test('a visit whose first page ran no script is attributed from the next page', async ({ server, newTab, form }) => {
    const page = await newTab();
    await page.addInitScript(() => localStorage.clear());
    await page.route(`${server.url('/')}**`, (route) => route.continue()); // no cache: the scripts are requested again below
    await page.route(/\.js$/, (route) => route.abort());
    const privacy = legalPath('confidentialite');
    await page.goto(`${server.url(privacy)}?utm_source=newsletter&utm_campaign=novembre`, { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => sessionStorage.getItem('demande-origine')), 'no script noted the visit on the first page').toBeNull();
    await page.unroute(/\.js$/);
    const posts = await form.capture(page);
    await page.locator('main a[href*="demande"]').first().click();
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor();
    expect(posts[0]?.body.pageEntree).toBe(notedPath(server, privacy));
    expect(posts[0]?.body.utm_source).toBe('newsletter');
    expect(posts[0]?.body.utm_campaign).toBe('novembre');
  });

  test("the sanitiser knows every event handler Chromium's elements, documents and windows have", async ({ open }) => {
    const page = await openHydrated(open, REQUEST_PATH);
    const names = await page.evaluate(() => {
      const found = new Set<string>();
      const prototypes: object[] = [window, Document.prototype, HTMLElement.prototype, SVGElement.prototype, MathMLElement.prototype];
      for (const start of [...prototypes, HTMLBodyElement.prototype, HTMLMediaElement.prototype, SVGAnimationElement.prototype]) {
        for (let o: object | null = start; o; o = Object.getPrototypeOf(o) as object | null) {
          for (const key of Object.getOwnPropertyNames(o)) if (/^on[a-z]/.test(key)) found.add(key.slice(2));
        }
      }
      return [...found];
    });
    expect(names.length, `${names.length} handlers found`).toBeGreaterThan(100);
    expect(names.filter((name) => !EVENT_NAMES.includes(name))).toEqual([]);
  });
});
