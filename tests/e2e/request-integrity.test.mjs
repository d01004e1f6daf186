// Every request arrives whole and every message is about what the visitor just did.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { BASE, browserSession, content, hydrated, legalPath, REQUEST_PATH, routesOfKind, url } from './helpers.mjs';
import { buttons, captureForm, fields, fillStepOne, fillStepTwo, label, linkLabel, messages, toast, withoutDraft } from './requestForm.mjs';

const ORDINARY = JSON.parse(fs.readFileSync('tests/fixtures/ordinary-text.json', 'utf8'));
const EVENT_NAMES = JSON.parse(fs.readFileSync('src/request/eventNames.json', 'utf8'));
const MESSAGE_MAX = 2000; // the spec's limit for the message
const THROTTLE_MAX = 3; // the spec's rule: 3 sends per 5 minutes
const DRAFT_KEY = 'demande-brouillon'; // src/request/draft.ts

/** The path the site notes for a route: the address's path without the deploy's base path. */
const notedPath = (route) => `/${new URL(url(route)).pathname.slice(BASE.length)}`;

/** Opens a route once React has hydrated it: a field filled before hydration would not reach the form's state. */
async function open(session, route) {
  // The throttle's send log and the draft are shared by every page of the origin: each test starts without them.
  const { page } = await session.open(route, undefined, withoutDraft);
  await hydrated(page);
  return page;
}

/** Opens /demande with a draft in localStorage, as a visitor coming back to the form would find it. */
async function openWithDraft(session, values) {
  const page = await open(session, REQUEST_PATH);
  await page.evaluate(
    ([key, draft]) => localStorage.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() })),
    [DRAFT_KEY, { step: 1, values }],
  );
  await page.reload({ waitUntil: 'networkidle' });
  await hydrated(page);
  await page.getByRole('button', { name: buttons.submit }).waitFor();
  return page;
}

/** Fills both steps with `entry` values and sends; resolves once the success toast shows. */
async function send(page, { prenom, nom, entreprise, email, telephone, siteActuel, liens, message }) {
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
function messageBlocks(entries) {
  const blocks = [[]];
  for (const entry of entries) {
    const block = blocks.at(-1);
    if ([...block, entry].join('\n').length > MESSAGE_MAX) blocks.push([entry]);
    else block.push(entry);
  }
  return blocks.map((block) => block.join('\n'));
}

describe('request form integrity in the browser', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('the newest toast shows within a second and the previous one is gone', async () => {
    const page = await open(session, REQUEST_PATH);
    let failing = true;
    await captureForm(page, () => (failing ? 500 : 200));
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
    assert.equal(await page.locator('.mantine-Notification-root').count(), 1);
    await page.close();
  });

  test('the throttle toast shows at once on the 4th send, and nothing more is posted', async () => {
    const page = await open(session, REQUEST_PATH);
    await page.evaluate(() => localStorage.clear());
    const posts = await captureForm(page, 500);
    await fillStepOne(page);
    await fillStepTwo(page);
    const submit = page.getByRole('button', { name: buttons.submit });
    for (let i = 0; i < THROTTLE_MAX; i++) {
      await submit.click();
      await page.waitForFunction(() => !document.querySelector('button[type="submit"][data-loading]'));
    }
    assert.equal(posts.length, THROTTLE_MAX);
    await submit.click();
    await toast(page, messages.throttle.title).waitFor({ timeout: 1000 });
    await toast(page, messages.error.title).waitFor({ state: 'detached', timeout: 1000 });
    assert.equal(posts.length, THROTTLE_MAX);
    await page.close();
  });

  test('<b></b> as the name keeps "Continuer" disabled, and a draft holding it gets "required" with no POST', async () => {
    const page = await open(session, REQUEST_PATH);
    await page.getByLabel(label(fields.prenom.label)).fill('Claire');
    await page.getByLabel(label(fields.nom.label)).fill('<b></b>');
    await page.getByLabel(label(fields.entreprise.label)).fill('Pharmacie du Centre');
    await page.getByLabel(label(fields.email.label)).fill('claire@exemple.fr');
    assert.equal(await page.getByRole('button', { name: buttons.continue }).isDisabled(), true);
    await page.close();

    const restored = await openWithDraft(session, {
      nom: '<b></b>',
      prenom: 'Claire',
      entreprise: 'Pharmacie du Centre',
      email: 'claire@exemple.fr',
      accepteContact: true,
    });
    const posts = await captureForm(restored);
    await restored.getByRole('button', { name: buttons.submit }).click();
    await toast(restored, messages.required.title).waitFor();
    assert.ok(await toast(restored, messages.required.message).isVisible());
    assert.equal(posts.length, 0);
    await restored.close();
  });

  test('an invalid e-mail restored from a draft is refused before anything is sent', async () => {
    const page = await openWithDraft(session, {
      nom: 'Martin',
      prenom: 'Claire',
      entreprise: 'Pharmacie du Centre',
      email: 'x',
      accepteContact: true,
    });
    const posts = await captureForm(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.email.title).waitFor();
    assert.equal(posts.length, 0);
    assert.equal(await page.getByLabel(label(fields.email.label)).inputValue(), 'x', 'back on step 1 to fix it');
    await page.close();
  });

  test('two requestSubmit() in the same task post once; the send is said in words while it runs', async () => {
    const page = await open(session, REQUEST_PATH);
    let answer;
    const answered = new Promise((resolve) => (answer = resolve));
    const posts = await captureForm(page, () => answered);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.evaluate(() => {
      const form = document.querySelector('form');
      form.requestSubmit();
      form.requestSubmit();
    });
    const status = page.getByRole('status').filter({ hasText: content.requestPage.sending });
    await status.waitFor();
    answer(200);
    await toast(page, messages.success.title).waitFor();
    assert.equal(posts.length, 1);
    await page.close();
  });

  test('the ordinary-text corpus arrives unchanged in the POST bodies', async () => {
    const page = await open(session, REQUEST_PATH);
    const posts = await captureForm(page);
    const entries = Object.values(ORDINARY).flat();
    const blocks = messageBlocks(entries);
    const pick = (list, i) => list[i % list.length];
    const sent = blocks.map((message, i) => ({
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
    assert.equal(posts.length, sent.length);
    for (const [i, values] of sent.entries()) {
      const body = posts[i].body;
      assert.deepEqual(body, { ...body, ...values, liens: values.liens.join(',') });
      assert.equal(body._subject.endsWith(values.entreprise), true);
    }
    const arrived = posts.flatMap((p) => p.body.message.split('\n'));
    assert.deepEqual(
      arrived,
      entries.flatMap((entry) => entry.split('\n')),
    );
    await page.close();
  });

  test('a visit that lands on a trade page with UTM parameters sends them with the request', async () => {
    const [trade] = routesOfKind('trade');
    const page = await session.context.newPage();
    await withoutDraft(page);
    await page.goto(`${url(trade)}?utm_source=google&utm_medium=cpc&utm_campaign=printemps-2026`, {
      referer: 'https://www.google.fr/',
      waitUntil: 'networkidle',
    });
    await hydrated(page);
    const posts = await captureForm(page);
    await page
      .locator('main')
      .getByRole('link', { name: content.allTrades.find((t) => trade.endsWith(`-${t.slug}`))?.cta.label })
      .first()
      .click();
    await page.getByLabel(label(fields.prenom.label)).waitFor();
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor();
    assert.equal(posts.length, 1);
    assert.deepEqual(
      {
        pageEntree: posts[0].body.pageEntree,
        utm_source: posts[0].body.utm_source,
        utm_medium: posts[0].body.utm_medium,
        utm_campaign: posts[0].body.utm_campaign,
        referent: posts[0].body.referent,
      },
      { pageEntree: notedPath(trade), utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'printemps-2026', referent: 'www.google.fr' },
    );
    await page.close();
  });

  test('a visit whose first page ran no script is attributed from the next page', async () => {
    const page = await session.context.newPage();
    await withoutDraft(page);
    await page.route(`${url('/')}**`, (route) => route.continue()); // no cache: the scripts are requested again below
    await page.route(/\.js$/, (route) => route.abort());
    const privacy = legalPath('confidentialite');
    await page.goto(`${url(privacy)}?utm_source=newsletter&utm_campaign=novembre`, { waitUntil: 'networkidle' });
    assert.equal(await page.evaluate(() => sessionStorage.getItem('demande-origine')), null, 'no script noted the visit on the first page');
    await page.unroute(/\.js$/);
    const posts = await captureForm(page);
    await page.locator('main a[href*="demande"]').first().click();
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor();
    assert.equal(posts[0].body.pageEntree, notedPath(privacy));
    assert.equal(posts[0].body.utm_source, 'newsletter');
    assert.equal(posts[0].body.utm_campaign, 'novembre');
    await page.close();
  });

  test("the sanitiser knows every event handler Chromium's elements, documents and windows have", async () => {
    const page = await open(session, REQUEST_PATH);
    const names = await page.evaluate(() => {
      const found = new Set();
      const prototypes = [window, Document.prototype, HTMLElement.prototype, SVGElement.prototype, MathMLElement.prototype];
      for (const start of [...prototypes, HTMLBodyElement.prototype, HTMLMediaElement.prototype, SVGAnimationElement.prototype]) {
        for (let o = start; o; o = Object.getPrototypeOf(o)) {
          for (const key of Object.getOwnPropertyNames(o)) if (/^on[a-z]/.test(key)) found.add(key.slice(2));
        }
      }
      return [...found];
    });
    assert.ok(names.length > 100, `${names.length} handlers found`);
    assert.deepEqual(
      names.filter((name) => !EVENT_NAMES.includes(name)),
      [],
    );
    await page.close();
  });
});
