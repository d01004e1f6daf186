import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BASE, browserSession, content, filled, REQUEST_PATH, url } from './helpers.mjs';
import { buttons, captureForm, fields, fillStepOne, fillStepTwo, label, linkLabel, messages, toast } from './requestForm.mjs';

describe('request form in the browser', () => {
  let session;
  before(async () => (session = await browserSession()));
  after(() => session.close());

  test('the happy path posts exactly the JSON of the spec, then empties the form and returns to step 1', async () => {
    const { page } = await session.open(REQUEST_PATH);
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
      const { page, errors } = await session.open(REQUEST_PATH);
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
    const { page } = await session.open(REQUEST_PATH);
    await fillStepOne(page);
    await page.getByLabel(fields.message.label).fill('Trois pages et un blog.');
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByLabel(fields.message.label).waitFor();
    assert.equal(await page.getByLabel(fields.message.label).inputValue(), 'Trois pages et un blog.');
    await page.getByRole('button', { name: buttons.back }).click();
    assert.equal(await page.getByLabel(label(fields.email.label)).inputValue(), 'claire@exemple.fr');
    await page.close();
  });

  test('the honeypot is never reached with the keyboard', async () => {
    const { page } = await session.open(REQUEST_PATH);
    await fillStepOne(page);
    await page.getByLabel(fields.siteActuel.label).focus();
    const focused = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName));
    }
    assert.ok(!focused.includes('_gotcha'), focused.join(','));
    const box = await page.locator('input[name="_gotcha"]').boundingBox();
    assert.ok(box && box.x + box.width <= 0, `the honeypot is off screen: ${JSON.stringify(box)}`);
    await page.close();
  });

  test('"Continuer" is disabled until the required fields are filled; a bad phone number is refused', async () => {
    const { page } = await session.open(REQUEST_PATH);
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
