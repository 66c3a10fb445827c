import { REFRESH_REUSE_GRACE_SECONDS } from '@teamboard/shared';
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
/** A second session of the same account (another device). */
const signIn = async (account: { email: string; password: string }) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: account.password },
    })
  ).json<Tokens>();

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
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);

    const replay = await refresh(account.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    // The session is over on every channel: its fresh access token too.
    expect((await me(rotated)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone when one is revoked for reuse', async () => {
    const account = await verifiedUser(t.app);
    const otherDevice = await signIn(account);
    await refresh(account.refresh_token);
    t.clock.advance(REFRESH_REUSE_GRACE_SECONDS * 1000 + 1000);
    expect((await refresh(account.refresh_token)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it('lets two tabs refresh the same token at once without ending the session', async () => {
    const account = await verifiedUser(t.app);
    const results = await Promise.all([
      refresh(account.refresh_token),
      refresh(account.refresh_token),
    ]);
    expect(results.map((result) => result.statusCode)).toEqual([200, 200]);
    const [first, second] = results.map((result) => result.json<Tokens>());
    expect(first?.refresh_token).not.toBe(second?.refresh_token);
    for (const tokens of [first, second]) {
      if (!tokens) throw new Error('no tokens');
      expect((await me(tokens)).statusCode).toBe(200);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
    }
  });

  it('gives a token spent a moment ago a pair of its own, and refuses it after the grace window', async () => {
    const account = await verifiedUser(t.app);
    expect((await refresh(account.refresh_token)).statusCode).toBe(200);
    t.clock.advance((REFRESH_REUSE_GRACE_SECONDS - 5) * 1000);
    expect((await refresh(account.refresh_token)).statusCode).toBe(200);
    t.clock.advance(10_000);
    expect((await refresh(account.refresh_token)).statusCode).toBe(401);
  });

  it('ends a session 90 days after its sign-in, however often it was refreshed', async () => {
    const account = await verifiedUser(t.app);
    let tokens: Tokens = account;
    for (let round = 0; round < 3; round += 1) {
      t.clock.advance(29 * DAY);
      const response = await refresh(tokens.refresh_token);
      expect(response.statusCode).toBe(200);
      tokens = response.json<Tokens>();
    }
    t.clock.advance(3 * DAY);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
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

  it('ends the session’s access tokens at once, and no other session’s', async () => {
    const account = await verifiedUser(t.app);
    const otherDevice = await signIn(account);
    expect((await me(account)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refresh_token: account.refresh_token },
    });
    expect((await me(account)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(200);
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
