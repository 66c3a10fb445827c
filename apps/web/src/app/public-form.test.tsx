import type { PublicForm, PublicFormField } from '@teamboard/shared/public-form';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { mockSignedIn } from '../test/workspace-fixtures';

const SLUG = 'it-requests';
const PAGE = `/form/${SLUG}`;
const GET = `GET /api/public/forms/${SLUG}`;
const SEND = `POST /api/public/forms/${SLUG}/submissions`;
const THANKS = 'Thanks! We will get back to you within a day.';

const field = (
  _id: string,
  type: PublicFormField['type'],
  label: string,
  more: Partial<PublicFormField> = {},
): PublicFormField => ({ _id, type, label, helpText: '', required: false, options: [], ...more });

/** One field of each type; the summary and email are required. */
const form: PublicForm = {
  slug: SLUG,
  title: 'IT request',
  description: 'Tell us what you need.',
  workspace: { name: 'Acme', logo: '/api/files/acme-logo.png' },
  fields: [
    field('summary', 'short_text', 'Summary', { required: true, helpText: 'One line' }),
    field('details', 'long_text', 'Details'),
    field('email', 'email', 'Your email', { required: true }),
    field('seats', 'number', 'Seats'),
    field('due', 'date', 'Needed by'),
    field('urgency', 'single_choice', 'Urgency', {
      options: [
        { _id: 'low', label: 'Low' },
        { _id: 'high', label: 'High' },
      ],
    }),
    field('apps', 'multiple_choice', 'Apps', {
      options: [
        { _id: 'mail', label: 'Mail' },
        { _id: 'chat', label: 'Chat' },
        { _id: 'wiki', label: 'Wiki' },
      ],
    }),
    field('agree', 'checkbox', 'I have asked my manager'),
  ],
};

const thanks: Handler = () => json(201, { message: THANKS });

function openForm(handlers: Record<string, Handler> = {}, shown: PublicForm = form) {
  const network = mockFetch({
    [GET]: () => json(200, { form: shown }),
    [SEND]: thanks,
    ...handlers,
  });
  renderApp(PAGE);
  return network;
}

const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('the public form page', () => {
  it('shows the form under the workspace and sends each answer in its type, signed out', async () => {
    const network = openForm();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'IT request' })).toBeInTheDocument();
    expect(document.title).toBe('IT request — Teamboard');
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toHaveAttribute(
      'src',
      '/api/files/acme-logo.png',
    );
    expect(screen.getByText('Tell us what you need.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveAccessibleDescription(
      'One line',
    );
    expect(screen.getByRole('textbox', { name: 'Summary' })).toBeRequired();

    await user.type(screen.getByRole('textbox', { name: 'Summary' }), '  New laptop  ');
    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'A 14-inch one');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.com');
    await user.type(screen.getByRole('spinbutton', { name: 'Seats' }), '2.5');
    fireEvent.change(screen.getByLabelText('Needed by'), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('radio', { name: 'High' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wiki' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mail' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have asked my manager' }));
    await user.click(sendButton());

    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    const [call] = network.calls(SEND);
    expect(call?.body).toEqual({
      answers: {
        summary: 'New laptop',
        details: 'A 14-inch one',
        email: 'ada@example.com',
        seats: 2.5,
        due: '2026-12-01',
        urgency: 'high',
        apps: ['mail', 'wiki'],
        agree: true,
      },
      website: '',
    });
    expect(call?.headers.has('Authorization')).toBe(false);
    expect(network.calls(GET)[0]?.headers.has('Authorization')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Send another response' }));
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('');
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('leaves blank optional answers out and sends an unticked box as false', async () => {
    const network = openForm();
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Summary' }), 'Printer');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.com');
    await user.click(screen.getByRole('radio', { name: 'Low' }));
    await user.click(screen.getByRole('button', { name: 'Clear choice' }));
    expect(screen.getByRole('radio', { name: 'Low' })).not.toBeChecked();
    await user.click(sendButton());

    await screen.findByText(THANKS);
    expect(network.calls(SEND)[0]?.body).toEqual({
      answers: { summary: 'Printer', email: 'ada@example.com', apps: [], agree: false },
      website: '',
    });
  });

  it('shows required and type errors under their fields, focuses the first and sends nothing', async () => {
    const network = openForm();
    const user = userEvent.setup();

    const summary = await screen.findByRole('textbox', { name: 'Summary' });
    const email = screen.getByRole('textbox', { name: 'Your email' });
    await user.type(email, 'not an email');
    await user.click(sendButton());

    expect(summary).toHaveAccessibleDescription('One line Summary is required');
    expect(summary).toHaveAttribute('aria-invalid', 'true');
    expect(summary).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Your email must be a valid email address');
    expect(network.calls(SEND)).toHaveLength(0);

    // Corrected, the errors go as the answers change; then the form is sent.
    await user.type(summary, 'Printer');
    expect(summary).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    expect(screen.queryByText('Your email must be a valid email address')).not.toBeInTheDocument();
    await user.click(sendButton());
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(network.calls(SEND)).toHaveLength(1);
  });

  it("checks a required choice and box, and says which in the choice's group", async () => {
    const required: PublicForm = {
      ...form,
      fields: form.fields.map((each) =>
        ['summary', 'urgency', 'agree'].includes(each._id) ? { ...each, required: true } : each,
      ),
    };
    const network = openForm({}, required);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Summary' }), 'Printer');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.com');
    await user.click(sendButton());

    const urgency = screen.getByRole('radiogroup', { name: 'Urgency' });
    expect(urgency).toHaveAccessibleDescription('Urgency is required');
    expect(urgency).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radio', { name: 'Low' })).toHaveFocus();
    expect(
      screen.getByRole('checkbox', { name: 'I have asked my manager' }),
    ).toHaveAccessibleDescription('I have asked my manager must be checked');
    expect(network.calls(SEND)).toHaveLength(0);
  });

  it("puts the server's field errors under their fields", async () => {
    openForm({
      [SEND]: () =>
        json(400, {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          details: [{ field: 'answers.email', message: 'This address cannot receive mail' }],
        }),
    });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Summary' }), 'Printer');
    const email = screen.getByRole('textbox', { name: 'Your email' });
    await user.type(email, 'ada@example.com');
    await user.click(sendButton());

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This address cannot receive mail'),
    );
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's message when it refuses for another reason (too many sends)", async () => {
    const network = mockSignedIn({
      [GET]: () => json(200, { form }),
      [SEND]: () => json(429, { message: 'Too many submissions. Try again in 10 minutes.' }),
    });
    renderApp(PAGE);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Summary' }), 'Printer');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'ada@example.com');
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many submissions. Try again in 10 minutes.',
    );
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue('Printer');
    // Signed in or not, the form goes without the session.
    expect(network.calls(SEND)[0]?.headers.has('Authorization')).toBe(false);
  });

  it('has a honeypot people do not see and bots fill, sent as "website"', async () => {
    const network = openForm();
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'IT request' });
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');

    fireEvent.change(honeypot as HTMLInputElement, { target: { value: 'https://spam.example' } });
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Cheap pills');
    await user.type(screen.getByRole('textbox', { name: 'Your email' }), 'bot@example.com');
    await user.click(sendButton());

    await screen.findByText(THANKS);
    expect(network.calls(SEND)[0]?.body).toMatchObject({ website: 'https://spam.example' });
  });

  it('shows what the form creator wrote as text, never as HTML', async () => {
    const html = '<b>bold</b><img src=x onerror="alert(1)">';
    openForm(
      {},
      {
        ...form,
        title: `Title ${html}`,
        description: `Description ${html}`,
        fields: [field('summary', 'short_text', `Label ${html}`, { helpText: `Help ${html}` })],
      },
    );

    expect(await screen.findByRole('heading', { name: `Title ${html}` })).toBeInTheDocument();
    expect(screen.getByText(`Description ${html}`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `Label ${html}` })).toHaveAccessibleDescription(
      `Help ${html}`,
    );
    expect(document.querySelector('main b')).toBeNull();
  });

  it('says "Form not found" for an unknown link', async () => {
    mockFetch({ [GET]: () => json(404, { message: 'Form not found', code: 'NOT_FOUND' }) });
    renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: 'Form not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Teamboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('says "This form is closed" for a closed form', async () => {
    mockFetch({
      [GET]: () => json(410, { message: 'This form is closed', code: 'FORM_CLOSED' }),
    });
    renderApp(PAGE);

    const heading = await screen.findByRole('heading', { name: 'This form is closed' });
    expect(
      within(heading.parentElement as HTMLElement).getByText(/no longer accepts/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });
});
