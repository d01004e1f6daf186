import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE, browserSession, content, filled, REQUEST_PATH, url } from './helpers.mjs';
import { buttons, captureForm, fields, fillStepOne, fillStepTwo, label, linkLabel, messages, toast, withoutDraft } from './requestForm.mjs';

const { fallback } = content.requestPage;

/** Records, in the page, each fetch the site makes as the browser reads it (a Request built from its arguments). */
const recordFetches = (page) =>
  page.addInitScript(() => {
    const original = window.fetch;
    window.__fetches = [];
    window.fetch = (input, init) => {
      const request = new Request(input, init);
      window.__fetches.push({ url: request.url, method: request.method, keepalive: request.keepalive });
      return original(input, init);
    };
  });

describe('request form in the browser', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('the happy path posts exactly the JSON of the spec, then empties the form and returns to step 1', async () => {
    const { page } = await session.open(REQUEST_PATH, undefined, withoutDraft);
    const posts = await captureForm(page);
    await fillStepOne(page);
    await fillStepTwo(page);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.success.title).waitFor();
    assert.ok(await toast(page, filled(messages.success.message)).isVisible());
    assert.equal(posts.length, 1);
    assert.equal(posts[0].headers['content-type'], 'application/json');
    assert.deepEqual(posts[0].body, {
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
      pageEntree: `/${new URL(url(REQUEST_PATH)).pathname.slice(BASE.length)}`,
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
      referent: '',
    });
    assert.equal(await page.getByLabel(label(fields.entreprise.label)).inputValue(), '');
    await page.close();
  });

  for (const answer of [500, 'abort']) {
    test(`a ${answer === 500 ? '500 answer' : 'network failure'} shows the error toast and keeps every value`, async () => {
      const { page, errors } = await session.open(REQUEST_PATH, undefined, withoutDraft);
      await captureForm(page, answer);
      await fillStepOne(page);
      await fillStepTwo(page);
      await page.getByRole('button', { name: buttons.submit }).click();
      await toast(page, messages.error.title).waitFor();
      assert.ok(await toast(page, messages.error.message).isVisible());
      assert.equal(await page.getByLabel(fields.message.label).inputValue(), 'Un site avec nos horaires et nos gardes.');
      assert.equal(await page.getByLabel(linkLabel(2)).inputValue(), 'https://g.page/pharmacie');
      assert.ok(
        errors.some((e) => /Form service/.test(e)),
        errors.join(' | '),
      );
      await page.getByRole('button', { name: buttons.back }).click();
      assert.equal(await page.getByLabel(label(fields.entreprise.label)).inputValue(), 'Pharmacie du Centre');
      await page.close();
    });
  }

  test('a reload in step 2 keeps the values and the step', async () => {
    const { page } = await session.open(REQUEST_PATH, undefined, withoutDraft);
    await fillStepOne(page);
    await page.getByLabel(fields.message.label).fill('Trois pages et un blog.');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByLabel(fields.message.label).waitFor();
    assert.equal(await page.getByLabel(fields.message.label).inputValue(), 'Trois pages et un blog.');
    await page.getByRole('button', { name: buttons.back }).click();
    assert.equal(await page.getByLabel(label(fields.email.label)).inputValue(), 'claire@exemple.fr');
    await page.close();
  });

  test('the honeypot is not rendered, so neither autofill nor the keyboard reaches it', async () => {
    const { page } = await session.open(REQUEST_PATH, undefined, withoutDraft);
    await fillStepOne(page);
    const trap = page.locator('input[name="_gotcha"]');
    assert.equal(await trap.count(), 1, 'the field robots fill is in the page');
    assert.equal(await trap.isVisible(), false);
    assert.equal(await trap.boundingBox(), null, 'no box: display none');
    assert.equal(await trap.evaluate((input) => getComputedStyle(input.closest('[hidden]')).display), 'none');
    await page.getByLabel(fields.siteActuel.label).focus();
    const focused = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName));
    }
    assert.ok(!focused.includes('_gotcha'), focused.join(','));
    await page.close();
  });

  test('a send goes out with keepalive, and leaving the page while it is on its way asks for confirmation', async () => {
    const { page } = await session.open(REQUEST_PATH, undefined, async (tab) => {
      await withoutDraft(tab);
      await recordFetches(tab);
    });
    let answer;
    const answered = new Promise((resolve) => (answer = resolve));
    const posts = await captureForm(page, () => answered);
    await fillStepOne(page);
    await fillStepTwo(page);
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss(); // the visitor chooses to stay
    });
    await page.getByRole('button', { name: buttons.submit }).click();
    await page.getByRole('status').filter({ hasText: content.requestPage.sending }).waitFor();
    await page.close({ runBeforeUnload: true });
    await page.waitForFunction(() => true); // the page is still there: the visitor stayed
    answer(200);
    await toast(page, messages.success.title).waitFor();
    assert.deepEqual(dialogs, ['beforeunload']);
    assert.equal(posts.length, 1);
    const fetches = await page.evaluate(() => window.__fetches);
    assert.deepEqual(
      fetches.filter((f) => f.method === 'POST'),
      [{ url: posts[0].url, method: 'POST', keepalive: true }],
    );
    const closed = new Promise((resolve) => page.once('close', resolve));
    await page.close({ runBeforeUnload: true }); // nothing on its way: no question, the page closes
    await closed;
    assert.deepEqual(dialogs, ['beforeunload']);
  });

  test('the draft is back in a new tab', async () => {
    const { page } = await session.open(REQUEST_PATH, undefined, withoutDraft);
    await fillStepOne(page);
    await page.getByLabel(fields.message.label).fill('Trois pages et un blog.');
    await page.close();
    const { page: tab } = await session.open(REQUEST_PATH);
    await tab.getByLabel(fields.message.label).waitFor();
    assert.equal(await tab.getByLabel(fields.message.label).inputValue(), 'Trois pages et un blog.');
    await tab.getByRole('button', { name: buttons.back }).click();
    assert.equal(await tab.getByLabel(label(fields.entreprise.label)).inputValue(), 'Pharmacie du Centre');
    await tab.evaluate(() => localStorage.clear());
    await tab.close();
  });

  test('a failed send offers the phone number and an e-mail with the request already written, beside the form', async () => {
    const { page } = await session.open(REQUEST_PATH, undefined, withoutDraft);
    await captureForm(page, 500);
    await fillStepOne(page);
    await fillStepTwo(page);
    const block = page.getByRole('region', { name: filled(fallback.title) });
    assert.equal(await block.count(), 0);
    await page.getByRole('button', { name: buttons.submit }).click();
    await toast(page, messages.error.title).waitFor();
    await block.waitFor();
    const call = block.getByRole('link', { name: filled(fallback.call) });
    assert.match(await call.getAttribute('href'), /^tel:\+33\d{9}$/);
    const mail = new URL(await block.getByRole('link', { name: filled(fallback.mail) }).getAttribute('href'));
    assert.deepEqual([mail.protocol, mail.pathname], ['mailto:', content.site.email]);
    assert.equal(mail.searchParams.get('subject'), `${content.requestPage.subjectPrefix}Pharmacie du Centre`);
    const body = mail.searchParams.get('body');
    for (const [field, value] of [
      ['entreprise', 'Pharmacie du Centre'],
      ['telephone', '06 12 34 56 78'],
      ['message', 'Un site avec nos horaires et nos gardes.'],
      ['liens', 'https://facebook.com/pharmacie,https://g.page/pharmacie'],
    ])
      assert.ok(body.includes(fallback.mailLine.replace('{label}', fields[field].label).replace('{value}', value)), `${field} in ${body}`);
    // Beside the form: right after it, in reading order and on screen.
    const [form, box] = [await page.locator('form').boundingBox(), await block.boundingBox()];
    assert.ok(box.y >= form.y + form.height && box.y - (form.y + form.height) < 80, JSON.stringify({ form, box }));
    await page.close();
  });

  test('"Continuer" is disabled until the required fields are filled; a bad phone number is refused', async () => {
    const { page } = await session.open(REQUEST_PATH, undefined, withoutDraft);
    const next = page.getByRole('button', { name: buttons.continue });
    assert.equal(await next.isDisabled(), true);
    await page.getByLabel(label(fields.prenom.label)).fill('Claire');
    await page.getByLabel(label(fields.nom.label)).fill('Martin');
    await page.getByLabel(label(fields.entreprise.label)).fill('Pharmacie du Centre');
    assert.equal(await next.isDisabled(), true);
    await page.getByLabel(label(fields.email.label)).fill('claire@exemple.fr');
    await page.getByLabel(fields.telephone.label).fill('12 34 56');
    await next.click();
    await toast(page, messages.telephone.title).waitFor();
    assert.equal(await page.getByLabel(fields.message.label).count(), 0);
    await page.close();
  });
});
