import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { requestPage } from '~/content';
import { format } from '~/content/tokens';
import { RequestPage } from '~/templates/RequestPage/RequestPage';
import { render } from '../render';

const page = requestPage();
const { fields, buttons, messages } = page;

function setup(fetchImpl = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }))) {
  vi.stubGlobal('fetch', fetchImpl);
  render(<RequestPage page={page} endpoint="https://forms.test/f" timeoutMs={15000} />);
  return { fetchImpl, user: userEvent.setup() };
}

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

  test('"Continuer" waits for the four required fields', async () => {
    const { user } = setup();
    const next = screen.getByRole('button', { name: buttons.continue });
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

  test('the honeypot is out of the tab order and hidden from assistive technology', async () => {
    const { user } = setup();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: buttons.continue }));
    const trap = document.querySelector('input[name="_gotcha"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
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
    sessionStorage.setItem(
      'demande-brouillon',
      JSON.stringify({
        step: 1,
        values: { nom: 'Martin', prenom: 'Claire', entreprise: 'Pharmacie du Centre', email: 'x', accepteContact: true },
      }),
    );
    const { user, fetchImpl } = setup();
    await user.click(await screen.findByRole('button', { name: buttons.submit }));
    expect(await screen.findByText(messages.email.title)).toBeInTheDocument();
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(screen.getByLabelText(new RegExp(`^${fields.email.label}`))).toHaveValue('x');
    expect(localStorage.getItem('demande-envois')).toBeNull();
  });

  test('a draft whose name is only markup gets "required" and no POST', async () => {
    sessionStorage.setItem(
      'demande-brouillon',
      JSON.stringify({
        step: 1,
        values: { nom: '<b></b>', prenom: 'Claire', entreprise: 'Pharmacie', email: 'claire@exemple.fr', accepteContact: true },
      }),
    );
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
