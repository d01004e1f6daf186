import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { requestPage, site } from '~/content';
import { IslandProviders } from '~/islands/IslandProviders';
import { RequestForm } from '~/request/RequestForm';
import { FRENCH_PHONE_PATTERN } from '../../schema/phone.ts';

const props = {
  page: requestPage(),
  endpoint: 'https://forms.test/f',
  timeoutMs: 15000,
  contact: { phone: site().phone, email: site().email },
};
/** The payload's keys the HTML form posts (docs/request-form.md, « Without a script »), the subject's prefix and the honeypot. */
const POSTED = ['_subject', 'prenom', 'nom', 'entreprise', 'email', 'telephone', 'siteActuel', 'message', 'liens', '_gotcha'];

/** The form as the page is prerendered (and as hydration first renders it): the server's render, parsed. */
function prerendered() {
  const template = document.createElement('template');
  template.innerHTML = renderToString(
    <IslandProviders prerendered>
      <RequestForm {...props} />
    </IslandProviders>,
  );
  const form = template.content.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

test('prerendered, the form is an HTML form that posts every key to the form service, with the browser’s checks', () => {
  const form = prerendered();
  expect([form.getAttribute('method'), form.getAttribute('action'), form.hasAttribute('novalidate')]).toEqual([
    'post',
    props.endpoint,
    false,
  ]);
  const named = [...form.querySelectorAll<HTMLInputElement>('[name]')];
  expect(named.map((field) => field.name).sort()).toEqual([...POSTED].sort());
  const field = (name: string) => named.find((input) => input.name === name);
  expect(field('_subject')).toMatchObject({ type: 'hidden', value: props.page.subjectPrefix });
  expect(field('_gotcha')?.closest('[hidden]')).not.toBeNull();
  for (const name of ['prenom', 'nom', 'entreprise', 'email'] as const) expect(field(name)?.required, name).toBe(true);
  for (const name of ['prenom', 'nom', 'entreprise', 'email', 'telephone', 'siteActuel', 'message'] as const)
    expect(field(name)?.maxLength, name).toBe(props.page.limits[name]);
  expect(field('liens')?.maxLength).toBe(props.page.maxLinks * (props.page.limits.lien + 1) - 1);
  expect(field('email')?.type).toBe('email');
  expect(field('telephone')?.pattern).toBe(FRENCH_PHONE_PATTERN);
  expect(form.querySelector<HTMLInputElement>('input[type="checkbox"]')?.required).toBe(true);
});

test('prerendered, both steps show with nothing behind "Continuer", and a line for visitors without JavaScript', () => {
  const form = prerendered();
  const { buttons, fields, noScript } = props.page;
  expect(form.textContent).not.toContain(buttons.continue);
  expect(form.textContent).not.toContain(buttons.back);
  for (const label of [fields.prenom.label, fields.siteActuel.label, fields.message.label, fields.liens.label, fields.accepteContact.label])
    expect(form.textContent).toContain(label);
  // A page that runs scripts reads <noscript> as text: its markup, parsed again.
  const template = document.createElement('template');
  template.innerHTML = form.querySelector('noscript')?.textContent ?? '';
  expect(template.content.textContent).toBe(noScript);
});
