import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { requestPage, site } from '~/content';
import { format } from '~/content/tokens';
import { DRAFT_DAYS } from '~/request/draft';
import { IslandProviders } from '~/islands/IslandProviders';
import { RequestForm } from '~/request/RequestForm';
import { RequestPage } from '~/templates/RequestPage/RequestPage';
import { telHref } from '~/ui/tel';
import { render } from '../render';

const page = requestPage();
const { fields, buttons, messages } = page;
const contact = { phone: site().phone, email: site().email };
const DRAFT_KEY = 'demande-brouillon'; // src/request/draft.ts
const DAY = 24 * 60 * 60 * 1000;

function setup(fetchImpl = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }))) {
  vi.stubGlobal('fetch', fetchImpl);
  const view = render(<RequestPage page={page} endpoint="https://forms.test/f" timeoutMs={15000} contact={contact} />);
  return { fetchImpl, user: userEvent.setup(), view };
}

/** A draft as the form keeps it in localStorage, saved `age` ms ago. */
const storeDraft = (values: Record<string, unknown>, { step = 1, age = 0 } = {}) =>
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ savedAt: Date.now() - age, step, values }));

async function fillStepOne(user: ReturnType<typeof userEvent.setup>, email = 'claire@exemple.fr') {
  await user.type(screen.getByLabelText(new RegExp(`^${fields.prenom.label}`)), 'Claire');
  await user.type(screen.getByLabelText(new RegExp(`^${fields.nom.label}`)), 'Martin');
  await user.type(screen.getByLabelText(new RegExp(`^${fields.entreprise.label}`)), 'Pharmacie du Centre');
  await user.type(screen.getByLabelText(new RegExp(`^${fields.email.label}`)), email);
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  notifications.cleanQueue();
});

describe('request form', () => {
  test('shows the stepper and the after-preview steps', () => {
    setup();
    for (const step of page.steps) expect(screen.getByText(step.label)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: page.after.title })).toBeInTheDocument();
    expect(screen.getByText(page.after.note)).toBeInTheDocument();
  });

  test('hydrated, the form stays the HTML form, both steps shown, until the visitor’s first move in it; then the script takes it over', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    render(
      <IslandProviders prerendered>
        <RequestForm page={page} endpoint="https://forms.test/f" timeoutMs={15000} contact={contact} />
      </IslandProviders>,
    );
    expect(screen.queryByRole('button', { name: buttons.continue })).toBeNull();
    expect(screen.getByLabelText(fields.message.label)).toBeInTheDocument();
    await user.click(screen.getByLabelText(new RegExp(`^${fields.prenom.label}`)));
    expect(await screen.findByRole('button', { name: buttons.continue })).toBeDisabled();
    expect(screen.queryByLabelText(fields.message.label)).toBeNull();
  });

  test('drawn in the browser alone (the editor’s preview), the form is the script’s at once: step 1 and « Continuer »', () => {
    setup();
    expect(screen.getByRole('button', { name: buttons.continue })).toBeDisabled();
    expect(screen.queryByLabelText(fields.message.label)).toBeNull();
  });

  test('"Continuer" waits for the four required fields', async () => {
    const { user } = setup();
    // The script takes the form over at the visitor's first move in it.
    await user.click(screen.getByLabelText(new RegExp(`^${fields.prenom.label}`)));
    const next = await screen.findByRole('button', { name: buttons.continue });
    expect(next).toBeDisabled();
    await fillStepOne(user);
    expect(next).toBeEnabled();
  });

  test('an invalid e-mail stays on step 1 with its message', async () => {
    const { user } = setup();
    await fillStepOne(user, 'claire@exemple');
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    expect(await screen.findByText(messages.email.title)).toBeInTheDocument();
    expect(screen.getByText(messages.email.message)).toBeInTheDocument();
    expect(screen.queryByLabelText(fields.message.label)).toBeNull();
  });

  test('an invalid phone stays on step 1 with its message', async () => {
    const { user } = setup();
    await fillStepOne(user);
    await user.type(screen.getByLabelText(fields.telephone.label), '12 34');
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    expect(await screen.findByText(messages.telephone.title)).toBeInTheDocument();
  });

  test('step 2: back keeps the values, links never fall below one, submit waits for consent', async () => {
    const { user } = setup();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    expect(screen.getByLabelText(format(fields.lien.label, { n: 1 }))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: format(buttons.removeLink, { n: 1 }) })).toBeNull();
    await user.click(screen.getByRole('button', { name: buttons.addLink }));
    expect(screen.getByLabelText(format(fields.lien.label, { n: 2 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: format(buttons.removeLink, { n: 2 }) }));
    expect(screen.queryByLabelText(format(fields.lien.label, { n: 2 }))).toBeNull();
    const submit = screen.getByRole('button', { name: buttons.submit });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText(fields.accepteContact.label));
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: buttons.back }));
    expect(screen.getByLabelText(new RegExp(`^${fields.entreprise.label}`))).toHaveValue('Pharmacie du Centre');
  });

  test(`"${buttons.addLink}" stops at the content’s number of links`, async () => {
    storeDraft({ nom: 'Martin', prenom: 'Claire', entreprise: 'Pharmacie', email: 'claire@exemple.fr' });
    const { user } = setup();
    const add = await screen.findByRole('button', { name: buttons.addLink });
    for (let n = 1; n < page.maxLinks; n++) await user.click(add);
    expect(screen.getByLabelText(format(fields.lien.label, { n: page.maxLinks }))).toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  test('a successful send posts once, thanks the visitor and empties the form', async () => {
    const { user, fetchImpl } = setup();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    await user.type(screen.getByLabelText(format(fields.lien.label, { n: 1 })), 'https://facebook.com/pharma');
    await user.click(screen.getByLabelText(fields.accepteContact.label));
    await user.click(screen.getByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.success.title)).toBeInTheDocument();
    expect(screen.getByText(messages.success.message)).toBeInTheDocument();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchImpl.mock.calls[0] as [string, RequestInit])[1].body)) as Record<string, string>;
    expect(body).toMatchObject({ entreprise: 'Pharmacie du Centre', liens: 'https://facebook.com/pharma' });
    await waitFor(() => expect(screen.getByLabelText(new RegExp(`^${fields.entreprise.label}`))).toHaveValue(''));
  });

  test('the send asks the browser to finish it even if the page is left (keepalive)', async () => {
    const { user, fetchImpl } = setup();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    await user.click(screen.getByLabelText(fields.accepteContact.label));
    await user.click(screen.getByRole('button', { name: buttons.submit }));
    await screen.findByText(messages.success.title);
    expect((fetchImpl.mock.calls[0] as [string, RequestInit])[1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  test('leaving the page while the request is on its way asks for confirmation, and only then', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = setup(vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    await user.click(screen.getByLabelText(fields.accepteContact.label));
    expect(leave()).toBe(false);
    await user.click(screen.getByRole('button', { name: buttons.submit }));
    await screen.findByText(page.sending);
    expect(leave()).toBe(true);
    await act(async () => answer(new Response('{}', { status: 200 })));
    await screen.findByText(messages.success.title);
    expect(leave()).toBe(false);
  });

  test('a failed send offers the phone number and an e-mail with the request already written, until a send succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let status = 500;
    const { user } = setup(vi.fn(() => Promise.resolve(new Response('', { status }))));
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    await user.type(screen.getByLabelText(fields.message.label), 'Trois pages');
    await user.click(screen.getByLabelText(fields.accepteContact.label));
    expect(screen.queryByRole('heading', { name: page.fallback.title })).toBeNull();
    await user.click(screen.getByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.error.title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: page.toastClose })).toBeInTheDocument();
    const block = screen.getByRole('region', { name: page.fallback.title });
    expect(block).toHaveTextContent(page.fallback.text);
    const call = screen.getByRole('link', { name: page.fallback.call });
    expect(call.getAttribute('href')).toBe(telHref(contact.phone));
    const mail = new URL(screen.getByRole('link', { name: page.fallback.mail }).getAttribute('href') ?? '');
    expect([mail.protocol, mail.pathname]).toEqual(['mailto:', contact.email]);
    expect(mail.searchParams.get('subject')).toBe(`${page.subjectPrefix}Pharmacie du Centre`);
    const body = mail.searchParams.get('body') ?? '';
    for (const [label, value] of [
      [fields.entreprise.label, 'Pharmacie du Centre'],
      [fields.email.label, 'claire@exemple.fr'],
      [fields.message.label, 'Trois pages'],
    ] as const)
      expect(body).toContain(format(page.fallback.mailLine, { label, value }).replace(/\n/g, '\r\n'));
    expect(body).not.toContain(fields.siteActuel.label);
    expect(body).toContain(page.fallback.mailBody.split('{demande}')[0]?.replace(/\n/g, '\r\n'));
    status = 200;
    await user.click(screen.getByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.success.title)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: page.fallback.title })).toBeNull();
  });

  test(`the draft is kept in localStorage, back in a new tab, dropped after ${DRAFT_DAYS} days and after a successful send`, async () => {
    const first = setup();
    await fillStepOne(first.user);
    await first.user.click(screen.getByRole('button', { name: buttons.continue }));
    await first.user.type(screen.getByLabelText(fields.message.label), 'Trois pages');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ step: 1, values: { message: 'Trois pages' } });
    first.view.unmount();

    const second = setup();
    expect(await screen.findByLabelText(fields.message.label)).toHaveValue('Trois pages');
    second.view.unmount();

    const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as { values: Record<string, unknown> };
    storeDraft(saved.values, { age: (DRAFT_DAYS + 1) * DAY });
    const third = setup();
    expect(await screen.findByLabelText(new RegExp(`^${fields.entreprise.label}`))).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    third.view.unmount();

    storeDraft({ ...saved.values, accepteContact: true }, { age: (DRAFT_DAYS - 1) * DAY });
    const fourth = setup();
    await fourth.user.click(await screen.findByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.success.title)).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  test('a failed send shows the error and keeps every value', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(vi.fn().mockResolvedValue(new Response('', { status: 500 })));
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    await user.type(screen.getByLabelText(fields.message.label), 'Trois pages');
    await user.click(screen.getByLabelText(fields.accepteContact.label));
    await user.click(screen.getByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.error.title)).toBeInTheDocument();
    expect(screen.getByLabelText(fields.message.label)).toHaveValue('Trois pages');
  });

  test('the honeypot is not rendered (display: none), where autofill does not reach, nor the keyboard or a screen reader', async () => {
    const { user } = setup();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    const trap = document.querySelector('input[name="_gotcha"]');
    expect(trap?.closest('[hidden]')).not.toBeNull();
    expect(trap).not.toBeVisible();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: fields.honeypot.label })).toBeNull();
  });

  test('a filled honeypot sends nothing', async () => {
    const { user, fetchImpl } = setup();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    const trap = document.querySelector<HTMLInputElement>('input[name="_gotcha"]');
    if (!trap) throw new Error('no honeypot');
    fireEvent.change(trap, { target: { value: 'robot' } });
    await user.click(screen.getByLabelText(fields.accepteContact.label));
    await user.click(screen.getByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.success.title)).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('"Continuer" stays disabled while a required field is only markup', async () => {
    const { user } = setup();
    await fillStepOne(user);
    const nom = screen.getByLabelText(new RegExp(`^${fields.nom.label}`));
    await user.clear(nom);
    await user.type(nom, '<b></b>');
    expect(screen.getByRole('button', { name: buttons.continue })).toBeDisabled();
  });

  test('the newest toast replaces the one on screen at once', async () => {
    const { user } = setup();
    await fillStepOne(user, 'claire@exemple');
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    expect(await screen.findByText(messages.email.title)).toBeInTheDocument();
    const email = screen.getByLabelText(new RegExp(`^${fields.email.label}`));
    await user.clear(email);
    await user.type(email, 'claire@exemple.fr');
    await user.type(screen.getByLabelText(fields.telephone.label), '12 34');
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    expect(await screen.findByText(messages.telephone.title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(messages.email.title)).toBeNull(), { timeout: 500 });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('a draft restored with a bad e-mail is refused before anything is posted, back on step 1', async () => {
    storeDraft({ nom: 'Martin', prenom: 'Claire', entreprise: 'Pharmacie du Centre', email: 'x', accepteContact: true });
    const { user, fetchImpl } = setup();
    await user.click(await screen.findByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.email.title)).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(screen.getByLabelText(new RegExp(`^${fields.email.label}`))).toHaveValue('x');
    expect(localStorage.getItem('demande-envois')).toBeNull();
  });

  test('a draft whose name is only markup gets "required" and no POST', async () => {
    storeDraft({ nom: '<b></b>', prenom: 'Claire', entreprise: 'Pharmacie', email: 'claire@exemple.fr', accepteContact: true });
    const { user, fetchImpl } = setup();
    await user.click(await screen.findByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.required.title)).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  test('two submits in the same task post once, and the send is said in words while it runs', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup(fetchImpl);
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    await user.click(screen.getByLabelText(fields.accepteContact.label));
    const form = screen.getByRole('button', { name: buttons.submit }).closest('form');
    if (!form) throw new Error('no form');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(page.sending)).toBe(status);
    expect(JSON.parse(String((fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({
      pageEntree: '',
      utm_source: '',
      referent: '',
    });
    await act(async () => answer(new Response('{}', { status: 200 })));
    expect(await screen.findByText(messages.success.title)).toBeInTheDocument();
    expect(screen.queryByText(page.sending)).toBeNull();
    expect(JSON.parse(localStorage.getItem('demande-envois') ?? '[]')).toHaveLength(1);
  });
});
