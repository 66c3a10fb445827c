import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DAY, MINUTE } from '../../test/test-clock';
import { bearer, verifiedUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Tokens {
  access_token: string;
  refresh_token: string;
}

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refresh_token: refreshToken } });
const me = (tokens: Pick<Tokens, 'access_token'>) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tokens) });

describe('POST /auth/refresh', () => {
  it('rotates: returns a new pair and the user, and the new pair works', async () => {
    const account = await verifiedUser(t.app);
    const response = await refresh(account.refresh_token);
    expect(response.statusCode).toBe(200);
    const next = response.json<Tokens & { user: { email: string } }>();
    expect(next.user.email).toBe(account.email);
    expect(next.refresh_token).not.toBe(account.refresh_token);
    expect((await me(next)).statusCode).toBe(200);
    expect((await refresh(next.refresh_token)).statusCode).toBe(200);
  });

  it('treats reuse of a rotated token as theft and revokes the whole session', async () => {
    const account = await verifiedUser(t.app);
    const rotated = (await refresh(account.refresh_token)).json<Tokens>();

    const replay = await refresh(account.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone when one is revoked for reuse', async () => {
    const account = await verifiedUser(t.app);
    const otherDevice = (
      await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: account.email, password: account.password },
      })
    ).json<Tokens>();
    await refresh(account.refresh_token);
    await refresh(account.refresh_token);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of the same token win', async () => {
    const account = await verifiedUser(t.app);
    const results = await Promise.all([
      refresh(account.refresh_token),
      refresh(account.refresh_token),
    ]);
    const statuses = results.map((result) => result.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('refuses a refresh token after 30 days', async () => {
    const account = await verifiedUser(t.app);
    t.clock.advance(30 * DAY + MINUTE);
    expect((await refresh(account.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown token and a missing one', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe('access tokens', () => {
  it('expire after 15 minutes', async () => {
    const account = await verifiedUser(t.app);
    t.clock.advance(14 * MINUTE);
    expect((await me(account)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    const expired = await me(account);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });

  it('are refused when forged or missing', async () => {
    const account = await verifiedUser(t.app);
    const [header, payload] = account.access_token.split('.');
    expect((await me({ access_token: `${header}.${payload}.forged-signature` })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the refresh token', async () => {
    const account = await verifiedUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refresh_token: account.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(account.refresh_token)).statusCode).toBe(401);
  });

  it('succeeds for an unknown token, so a client can always sign out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refresh_token: 'y'.repeat(43) },
    });
    expect(response.statusCode).toBe(200);
  });
});
