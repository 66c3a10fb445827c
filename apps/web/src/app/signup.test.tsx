import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../test/fixtures';
import { json, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

async function fillSignup(username = '') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Password'), 'long enough password');
  if (username) await user.type(screen.getByLabelText('Username (optional)'), username);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('signup', () => {
  it('registers and goes to /signup/success with the email, leaving out an empty username', async () => {
    const network = mockFetch({
      'POST /auth/register': () => json(201, { user: buildUser({ emailVerified: false }) }),
    });
    const app = renderApp('/signup');

    await fillSignup();

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(app.location()).toBe('/signup/success?email=ada%40example.com');
    expect(network.calls('POST /auth/register')[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'long enough password',
    });
  });

  it('shows a taken email under the email field', async () => {
    mockFetch({
      'POST /auth/register': () =>
        json(409, { message: 'Email already registered', code: 'EMAIL_TAKEN' }),
    });
    const app = renderApp('/signup');

    await fillSignup('ada');

    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(app.location()).toBe('/signup');
  });

  it("places a 400's field details inline", async () => {
    mockFetch({
      'POST /auth/register': () =>
        json(400, {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          details: [{ field: 'username', message: 'Username is reserved' }],
        }),
    });
    renderApp('/signup');

    await fillSignup('admin');

    expect(await screen.findByText('Username is reserved')).toBeInTheDocument();
  });
});
