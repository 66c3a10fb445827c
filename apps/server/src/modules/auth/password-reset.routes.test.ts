import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../../test/api-key-calls';
import { createTestApp, emailsTo, linkTokenFromEmail, type TestApp } from '../../test/test-app';
import { MINUTE } from '../../test/test-clock';
import { bearer, registerUser, verifiedUser } from '../../test/factories';
import { connectSocket, disconnection } from '../../test/socket-client';
import { accountEventsOf } from '../../test/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
const reset = (token: string, newPassword: string, options: { revokeApiKeys?: boolean } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/reset-password',
    payload: { token, newPassword, ...options },
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

describe('POST /auth/forgot-password', () => {
  it('answers the same whether or not the account exists', async () => {
    const account = await verifiedUser(t.app);
    const known = await forgot(account.email);
    const unknown = await forgot('ghost@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await emailsTo(t.app, 'ghost@example.com')).toHaveLength(0);
    const [email] = await emailsTo(t.app, account.email);
    expect(email?.textBody).toMatch(/http:\/\/teamboard\.test\/reset-password\/[A-Za-z0-9_-]{40,}/);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password and signs every session out', async () => {
    const account = await verifiedUser(t.app);
    await forgot(account.email);
    const token = await linkTokenFromEmail(t.app, account.email, '/reset-password');

    const response = await reset(token, 'a brand new password');
    expect(response.statusCode).toBe(200);

    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'a brand new password')).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: account.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);
    const oldAccess = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(account),
    });
    expect(oldAccess.statusCode).toBe(401);
  });

  it('works once', async () => {
    const account = await verifiedUser(t.app);
    await forgot(account.email);
    const token = await linkTokenFromEmail(t.app, account.email, '/reset-password');
    expect((await reset(token, 'first new password')).statusCode).toBe(200);

    const again = await reset(token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'Reset link is invalid or has expired',
      code: 'INVALID_TOKEN',
    });
    expect((await login(account.email, 'first new password')).statusCode).toBe(200);
  });

  it('expires after an hour, leaving the password unchanged', async () => {
    const account = await verifiedUser(t.app);
    await forgot(account.email);
    const token = await linkTokenFromEmail(t.app, account.email, '/reset-password');
    t.clock.advance(61 * MINUTE);
    expect((await reset(token, 'too late password')).statusCode).toBe(400);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a short new password and keeps the link usable', async () => {
    const account = await verifiedUser(t.app);
    await forgot(account.email);
    const token = await linkTokenFromEmail(t.app, account.email, '/reset-password');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ details: [{ field: 'newPassword' }] });
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });

  it('verifies an unverified account, since the link proves the address', async () => {
    const account = await registerUser(t.app);
    await forgot(account.email);
    await reset(
      await linkTokenFromEmail(t.app, account.email, '/reset-password'),
      'verified by reset',
    );
    const response = await login(account.email, 'verified by reset');
    expect(response.json()).toMatchObject({
      user: { emailVerified: true },
      access_token: expect.any(String) as unknown,
    });
  });
});

describe('POST /auth/reset-password and API keys', () => {
  const resetLink = async (email: string) => {
    await forgot(email);
    return linkTokenFromEmail(t.app, email, '/reset-password');
  };
  const withKey = (secret: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${secret}` } });

  it('revokes the keys unless asked not to: REST refuses them at once, sockets close, the activity says so', async () => {
    const account = await verifiedUser(t.app);
    const { key, secret } = await apiKeyCalls(t).create(account, {
      name: 'Deploy',
      scope: 'write',
    });
    const routine = await reset(await resetLink(account.email), 'a routine new password', {
      revokeApiKeys: false,
    });
    expect(routine.statusCode).toBe(200);
    expect((await withKey(secret)).statusCode).toBe(200);

    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connectSocket(url, secret);
    try {
      const closed = disconnection(socket);
      const token = await resetLink(account.email);
      expect((await reset(token, 'after a compromise')).statusCode).toBe(200);
      expect((await withKey(secret)).statusCode).toBe(401);
      expect(await closed).toBe('io server disconnect');
      await expect(connectSocket(url, secret)).rejects.toThrow('Unauthorized');
    } finally {
      socket.close();
    }
    const events = await accountEventsOf(t.app, account.user._id);
    expect(events.filter((event) => event.type === 'api_key_revoked')).toEqual([
      expect.objectContaining({
        data: { keyId: key._id, name: 'Deploy', via: 'password_reset' },
      }),
    ]);
  });
});
