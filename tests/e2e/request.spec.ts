import type { Page } from '@playwright/test';
import { expect, hold, hydrated, test } from './fixtures.ts';
import { buttons, fields, fillStepOne, fillStepTwo, label, linkLabel, messages, toast } from './request-form.ts';
import { content, filled, REQUEST_PATH } from './site.ts';

const { fallback } = content.requestPage;

/** The form island's module. */
const FORM_MODULE = /\/island-request-form-[\w-]+\.js$/;

/**
 * Once the form hydrates, the first and last names typed before (Claire Martin) are still in their fields, and in the
 * form's state: with the other two required fields filled, « Continuer » is enabled.
 */
async function typedNamesKeptAndCounted(page: Page) {
  await hydrated(page);
  expect(await page.getByLabel(label(fields.prenom.label)).inputValue()).toBe('Claire');
  expect(await page.getByLabel(label(fields.nom.label)).inputValue()).toBe('Martin');
  await page.getByLabel(label(fields.entreprise.label)).fill('Pharmacie du Centre');
  await page.getByLabel(label(fields.email.label)).fill('claire@exemple.fr');
  await expect(page.getByRole('button', { name: buttons.continue })).toBeEnabled();
}

type Fetched = { url: string; method: string; keepalive: boolean };

/** Records, in the page, each fetch the site makes as the browser reads it (a Request built from its arguments). */
const recordFetches = (page: Page) =>
  page.addInitScript(() => {
    const original = window.fetch;
    const fetches: Fetched[] = [];
    (window as unknown as { __fetches: Fetched[] }).__fetches = fetches;
    window.fetch = (input, init) => {
      const request = new Request(input, init);
      fetches.push({ url: request.url, method: request.method, keepalive: request.keepalive });
      return original(input, init);
    };
  });

test.describe('request form in the browser', () => {
  test('the happy path posts exactly the JSON of the spec, then empties the form and returns to step 1', async ({ server, open, form }) => {
    const { page } = await open(REQUEST_PATH);
    const posts = await form.capture(page);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor();
    expect(await toast(page, filled(messages.success.message)).isVisible()).toBe(true);
    expect(posts.length).toBe(1);
    expect(posts[0]?.headers['content-type']).toBe('application/json');
    expect(posts[0]?.body).toEqual({
      nom: 'Martin',
      prenom: 'Claire',
      entreprise: 'Pharmacie du Centre',
      email: 'claire@exemple.fr',
      telephone: '06 12 34 56 78',
      siteActuel: 'https://pharmacie-centre.fr',
      reseauxSociaux: '',
      message: 'Un site avec nos horaires et nos gardes.',
      liens: 'https://facebook.com/pharmacie,https://g.page/pharmacie',
      _subject: `${content.requestPage.subjectPrefix}Pharmacie du Centre`,
      // The visit started on this page, with no campaign and no referrer.
      pageEntree: `/${new URL(server.url(REQUEST_PATH)).pathname.slice(server.base.length)}`,
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      referent: '',
    });
    expect(await page.getByLabel(label(fields.entreprise.label)).inputValue()).toBe('');
  });

  for (const answer of [500, 'abort'] as const) {
    test(`a ${answer === 500 ? '500 answer' : 'network failure'} shows the error toast and keeps every value`, async ({ open, form }) => {
      const { page, errors } = await open(REQUEST_PATH);
      await form.capture(page, answer);
      await fillStepOne(page);
      await fillStepTwo(page);
      await page.getByRole('button', { name: buttons.submit }).click();
      await toast(page, messages.error.title).waitFor();
      expect(await toast(page, messages.error.message).isVisible()).toBe(true);
      expect(await page.getByLabel(fields.message.label).inputValue()).toBe('Un site avec nos horaires et nos gardes.');
      expect(await page.getByLabel(linkLabel(2)).inputValue()).toBe('https://g.page/pharmacie');
      expect(
        errors.some((e) => /Form service/.test(e)),
        errors.join(' | '),
      ).toBe(true);
      await page.getByRole('button', { name: buttons.back }).click();
      expect(await page.getByLabel(label(fields.entreprise.label)).inputValue()).toBe('Pharmacie du Centre');
    });
  }

  // The form's island loads at the visitor's first move in it: they go on typing while it loads.
  test('what a visitor types before the form hydrates stays in the form, and counts', async ({ context, server }) => {
    const page = await context.newPage();
    const release = await hold(page, FORM_MODULE);
    await page.goto(server.url(REQUEST_PATH));
    await page.getByLabel(label(fields.prenom.label)).pressSequentially('Claire');
    await page.getByLabel(label(fields.nom.label)).pressSequentially('Martin');
    release();
    await typedNamesKeptAndCounted(page);
    await page.close();
  });

  // What was typed is saved right before the form hydrates, once its module and the theme's variables have both come:
  // the module may be there while the rest is still on its way.
  test('what a visitor types while the rest of the form’s script arrives stays in the form, and counts', async ({ browser, server }) => {
    // A context of its own: nothing of the script in its cache, so both held files are requested.
    const context = await browser.newContext();
    const page = await context.newPage();
    const releaseModule = await hold(page, FORM_MODULE);
    // The theme's variables, which the site's script loads beside the form's module before it hydrates (islands.ts).
    const releaseVariables = await hold(page, /\/styles-[\w-]+\.css$/);
    await page.goto(server.url(REQUEST_PATH));
    await page.getByLabel(label(fields.prenom.label)).pressSequentially('Claire');
    const moduleCame = page.waitForResponse(FORM_MODULE);
    releaseModule();
    // The form's module has come: what follows is typed after it, before hydration.
    await moduleCame;
    await page.getByLabel(label(fields.nom.label)).pressSequentially('Martin');
    releaseVariables();
    await typedNamesKeptAndCounted(page);
    await context.close();
  });

  test('a reload in step 2 keeps the values and the step', async ({ open }) => {
    const { page } = await open(REQUEST_PATH);
    await fillStepOne(page);
    await page.getByLabel(fields.message.label).fill('Trois pages et un blog.');
    await page.reload({ waitUntil: 'networkidle' });
    await hydrated(page); // with a draft waiting, the form hydrates after the first paint, and shows it
    await page.getByLabel(fields.message.label).waitFor();
    expect(await page.getByLabel(fields.message.label).inputValue()).toBe('Trois pages et un blog.');
    await page.getByRole('button', { name: buttons.back }).click();
    expect(await page.getByLabel(label(fields.email.label)).inputValue()).toBe('claire@exemple.fr');
  });

  test('the honeypot is not rendered, so neither autofill nor the keyboard reaches it', async ({ open }) => {
    const { page } = await open(REQUEST_PATH);
    await fillStepOne(page);
    const trap = page.locator('input[name="_gotcha"]');
    expect(await trap.count(), 'the field robots fill is in the page').toBe(1);
    expect(await trap.isVisible()).toBe(false);
    expect(await trap.boundingBox(), 'no box: display none').toBeNull();
    expect(
      await trap.evaluate((input) => (input.closest('[hidden]') ? getComputedStyle(input.closest('[hidden]') as Element).display : '')),
    ).toBe('none');
    await page.getByLabel(fields.siteActuel.label).focus();
    const focused: (string | undefined)[] = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName));
    }
    expect(focused.includes('_gotcha'), focused.join(',')).toBe(false);
  });

  test('a send goes out with keepalive, and leaving the page while it is on its way asks for confirmation', async ({ open, form }) => {
    const { page } = await open(REQUEST_PATH, { prepare: recordFetches });
    let answer: (status: number) => void = () => {};
    const answered = new Promise<number>((resolve) => (answer = resolve));
    const posts = await form.capture(page, () => answered);
    await fillStepOne(page);
    await fillStepTwo(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss(); // the visitor chooses to stay
    });
    await page.getByRole('button', { name: buttons.submit }).click();
    await page.getByRole('status').filter({ hasText: content.requestPage.sending }).waitFor();
    // The button shows the send under way: its loader turns (src/request/SendingLoader.tsx).
    const loader = page.getByRole('button', { name: buttons.submit }).locator('.mantine-Loader-root');
    await expect(loader).toBeVisible();
    expect(await loader.evaluate((ring) => getComputedStyle(ring).animationName)).not.toBe('none');
    expect((await loader.boundingBox())?.width).toBeGreaterThan(10);
    await page.close({ runBeforeUnload: true });
    await page.waitForFunction(() => true); // the page is still there: the visitor stayed
    answer(200);
    await toast(page, messages.success.title).waitFor();
    expect(dialogs).toEqual(['beforeunload']);
    expect(posts.length).toBe(1);
    const fetches = await page.evaluate(() => (window as unknown as { __fetches: Fetched[] }).__fetches);
    expect(fetches.filter((f) => f.method === 'POST')).toEqual([{ url: posts[0]?.url, method: 'POST', keepalive: true }]);
    const closed = new Promise((resolve) => page.once('close', resolve));
    await page.close({ runBeforeUnload: true }); // nothing on its way: no question, the page closes
    await closed;
    expect(dialogs).toEqual(['beforeunload']);
  });

  test('the draft is back in a new tab', async ({ open }) => {
    const { page } = await open(REQUEST_PATH);
    await fillStepOne(page);
    await page.getByLabel(fields.message.label).fill('Trois pages et un blog.');
    await page.close();
    const { page: tab } = await open(REQUEST_PATH, { keepStorage: true });
    await hydrated(tab); // with a draft waiting, the form hydrates after the first paint, and shows it
    await tab.getByLabel(fields.message.label).waitFor();
    expect(await tab.getByLabel(fields.message.label).inputValue()).toBe('Trois pages et un blog.');
    await tab.getByRole('button', { name: buttons.back }).click();
    expect(await tab.getByLabel(label(fields.entreprise.label)).inputValue()).toBe('Pharmacie du Centre');
    await tab.evaluate(() => localStorage.clear());
  });

  test('a failed send offers the phone number and an e-mail with the request already written, beside the form', async ({ open, form }) => {
    const { page } = await open(REQUEST_PATH);
    await form.capture(page, 500);
    await fillStepOne(page);
    await fillStepTwo(page);
    const block = page.getByRole('region', { name: filled(fallback.title) });
    expect(await block.count()).toBe(0);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.error.title).waitFor();
    await block.waitFor();
    const call = block.getByRole('link', { name: filled(fallback.call) });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+33\d{9}$/);
    const mail = new URL((await block.getByRole('link', { name: filled(fallback.mail) }).getAttribute('href')) ?? '');
    expect([mail.protocol, mail.pathname]).toEqual(['mailto:', content.site.email]);
    expect(mail.searchParams.get('subject')).toBe(`${content.requestPage.subjectPrefix}Pharmacie du Centre`);
    const body = mail.searchParams.get('body') ?? '';
    for (const [field, value] of [
      ['entreprise', 'Pharmacie du Centre'],
      ['telephone', '06 12 34 56 78'],
      ['message', 'Un site avec nos horaires et nos gardes.'],
      ['liens', 'https://facebook.com/pharmacie,https://g.page/pharmacie'],
    ] as const)
      expect(
        body.includes(fallback.mailLine.replace('{label}', fields[field].label).replace('{value}', value)),
        `${field} in ${body}`,
      ).toBe(true);
    // Beside the form: right after it, in reading order and on screen.
    const [formBox, box] = [await page.locator('form').boundingBox(), await block.boundingBox()];
    expect(
      Boolean(formBox && box && box.y >= formBox.y + formBox.height && box.y - (formBox.y + formBox.height) < 80),
      JSON.stringify({ formBox, box }),
    ).toBe(true);
  });

  test('"Continuer" is disabled until the required fields are filled; a bad phone number is refused', async ({ open }) => {
    const { page } = await open(REQUEST_PATH);
    await hydrated(page);
    // "Continuer" comes with the script, which takes the form over at the visitor's first move in it: until then
    // both steps show.
    await page.getByLabel(label(fields.prenom.label)).focus();
    const next = page.getByRole('button', { name: buttons.continue });
    await expect(next).toBeDisabled();
    await page.getByLabel(label(fields.prenom.label)).fill('Claire');
    await page.getByLabel(label(fields.nom.label)).fill('Martin');
    await page.getByLabel(label(fields.entreprise.label)).fill('Pharmacie du Centre');
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel(label(fields.email.label)).fill('claire@exemple.fr');
    await page.getByLabel(fields.telephone.label).fill('12 34 56');
    await next.click();
    await toast(page, messages.telephone.title).waitFor();
    expect(await page.getByLabel(fields.message.label).count()).toBe(0);
  });
});
