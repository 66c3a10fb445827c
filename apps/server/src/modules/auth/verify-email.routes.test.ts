import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, emailsTo, linkTokenFromEmail, type TestApp } from '../../test/test-app';
import { HOUR } from '../../test/test-clock';
import { bearer, registerUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const verify = (token: string) =>
  t.app.inject({ method: 'POST', url: `/auth/verify-email/${token}` });
const resend = (email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email } });

describe('POST /auth/verify-email/{token}', () => {
  it('verifies the email and signs the user in', async () => {
    const account = await registerUser(t.app);
    const token = await linkTokenFromEmail(t.app, account.email, '/signup/verify');

    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    const session = response.json<{
      user: { emailVerified: boolean };
      access_token: string;
      refresh_token: string;
    }>();
    expect(session.user.emailVerified).toBe(true);

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) });
    expect(me.json()).toMatchObject({ user: { email: account.email, emailVerified: true } });
  });

  it('honours a link once', async () => {
    const account = await registerUser(t.app);
    const token = await linkTokenFromEmail(t.app, account.email, '/signup/verify');
    expect((await verify(token)).statusCode).toBe(200);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'Verification link is invalid or has expired',
      code: 'INVALID_TOKEN',
    });
  });

  it('refuses a link older than 24 hours and leaves the account unverified', async () => {
    const account = await registerUser(t.app);
    const token = await linkTokenFromEmail(t.app, account.email, '/signup/verify');
    t.clock.advance(24 * HOUR + 1000);

    expect((await verify(token)).statusCode).toBe(400);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.json()).toEqual({
      user: expect.objectContaining({ emailVerified: false }) as unknown,
    });
  });

  it('refuses a made-up or malformed token', async () => {
    expect((await verify('a'.repeat(43))).statusCode).toBe(400);
    const malformed = await verify('not*a*token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('POST /auth/resend-verification', () => {
  it('sends a new link and retires the previous one', async () => {
    const account = await registerUser(t.app);
    const first = await linkTokenFromEmail(t.app, account.email, '/signup/verify');

    const response = await resend(account.email);
    expect(response.statusCode).toBe(200);
    const second = await linkTokenFromEmail(t.app, account.email, '/signup/verify');
    expect(second).not.toBe(first);

    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('answers the same for an unknown email and a verified one, and sends nothing', async () => {
    const unknown = await resend('ghost@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(await emailsTo(t.app, 'ghost@example.com')).toHaveLength(0);

    const account = await registerUser(t.app);
    await verify(await linkTokenFromEmail(t.app, account.email, '/signup/verify'));
    const verified = await resend(account.email);
    expect(verified.json()).toEqual(unknown.json());
    expect(await emailsTo(t.app, account.email)).toHaveLength(1);
  });

  it('limits how many emails one address can be sent', async () => {
    const account = await registerUser(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await resend(account.email)).statusCode).toBe(200);
    }
    const limited = await resend(account.email);
    expect(limited.statusCode).toBe(429);
    expect(await emailsTo(t.app, account.email)).toHaveLength(6);
  });
});
