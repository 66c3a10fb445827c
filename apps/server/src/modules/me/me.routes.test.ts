import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { apiKeyCalls } from '../../test/api-key-calls';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, verifiedUser } from '../../test/factories';
import { MINUTE } from '../../test/test-clock';
import { accountEventsOf } from '../../test/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Account = Awaited<ReturnType<typeof verifiedUser>>;
const put = (account: Pick<Account, 'access_token'>, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: bearer(account) });
const rowOf = async (id: string) =>
  (await t.app.ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/me', () => {
  it('returns the signed-in user without secrets', async () => {
    const account = await verifiedUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(account),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { _id: account.user._id, email: account.email },
    });
    expect(response.body).not.toMatch(/password|hash|session/i);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/me', () => {
  it('updates name, username and avatar', async () => {
    const account = await verifiedUser(t.app);
    const response = await put(account, '/api/me', {
      name: 'Renamed Person',
      username: 'renamed',
      avatar: 'https://cdn.example.com/a.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: {
        name: 'Renamed Person',
        username: 'renamed',
        avatar: 'https://cdn.example.com/a.png',
      },
    });
  });

  it.each([
    ['email', { email: 'new@example.com' }],
    ['role', { role: 'admin' }],
    ['emailVerified', { emailVerified: false }],
  ])('refuses to change %s and changes nothing', async (_field, payload) => {
    const account = await verifiedUser(t.app);
    const before = await rowOf(account.user._id);
    const response = await put(account, '/api/me', { name: 'Sneaky', ...payload });
    expect(response.statusCode).toBe(400);
    expect(await rowOf(account.user._id)).toEqual(before);
  });

  it('refuses a username someone else has', async () => {
    const owner = await verifiedUser(t.app, { username: 'taken-name' });
    const other = await verifiedUser(t.app);
    const response = await put(other, '/api/me', { username: owner.user.username });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'Username already taken' });
    expect(await put(owner, '/api/me', { username: 'taken-name' })).toHaveProperty(
      'statusCode',
      200,
    );
  });
});

describe('PUT /api/me/password', () => {
  it('refuses a wrong current password', async () => {
    const account = await verifiedUser(t.app);
    const response = await put(account, '/api/me/password', {
      currentPassword: 'wrong one',
      newPassword: 'new password 1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Current password is incorrect' });
  });

  it('allows 5 wrong current passwords per 15 minutes, then answers 429 and changes nothing', async () => {
    const account = await verifiedUser(t.app);
    const change = (session: Pick<Account, 'access_token'>, currentPassword: string) =>
      put(session, '/api/me/password', { currentPassword, newPassword: 'new password 1' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(account, 'wrong one')).statusCode).toBe(400);
    }
    const blocked = await change(account, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(oldPassword.statusCode).toBe(200);

    t.clock.advance(16 * MINUTE);
    const later = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect((await change(later.json<Account>(), account.password)).statusCode).toBe(200);
  });

  it('changes the password, signs other sessions out and keeps this one', async () => {
    const account = await verifiedUser(t.app);
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: account.email, password: account.password },
      })
    ).json<Account>();

    const response = await put(account, '/api/me/password', {
      currentPassword: account.password,
      newPassword: 'new password 1',
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<Account>();

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(account) })).statusCode,
    ).toBe(401);
    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: other.refresh_token },
    });
    expect(otherRefresh.statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: 'new password 1' },
    });
    expect(relogin.statusCode).toBe(200);
  });

  it('keeps the API keys working unless asked to revoke them', async () => {
    const account = await verifiedUser(t.app);
    const { secret } = await apiKeyCalls(t).create(account, { name: 'Nightly', scope: 'read' });
    const withKey = () =>
      t.app.inject({ method: 'GET', url: '/api/me', headers: bearer({ access_token: secret }) });
    const routine = await put(account, '/api/me/password', {
      currentPassword: account.password,
      newPassword: 'routine password 2',
    });
    expect(routine.statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(200);

    const suspicious = await put(routine.json<Account>(), '/api/me/password', {
      currentPassword: 'routine password 2',
      newPassword: 'after a compromise 3',
      revokeApiKeys: true,
    });
    expect(suspicious.statusCode).toBe(200);
    expect((await withKey()).statusCode).toBe(401);
    const events = await accountEventsOf(t.app, account.user._id);
    expect(events.filter((event) => event.type === 'api_key_revoked')).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ via: 'password_change' }) as unknown,
      }),
    ]);
  });
});

describe('PUT /api/me/onboarding and /api/me/last-active-workspace', () => {
  it('records the team size', async () => {
    const account = await verifiedUser(t.app);
    const response = await put(account, '/api/me/onboarding', { teamSize: '2-5' });
    expect(response.json()).toMatchObject({ user: { onboarding: { teamSize: '2-5' } } });
    expect((await put(account, '/api/me/onboarding', { teamSize: 'lots' })).statusCode).toBe(400);
  });

  it('records the last active workspace, only one of theirs', async () => {
    const account = await verifiedUser(t.app);
    const stranger = await verifiedUser(t.app);
    for (const [owner, url] of [
      [account, 'acme-team'],
      [stranger, 'not-theirs'],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/workspaces',
        headers: bearer(owner),
        payload: { name: url, url },
      });
      expect(created.statusCode).toBe(201);
    }
    const response = await put(account, '/api/me/last-active-workspace', {
      workspaceURL: 'Acme-Team',
    });
    expect(response.json()).toMatchObject({ user: { lastActiveWorkspaceURL: 'acme-team' } });
    expect(
      (await put(account, '/api/me/last-active-workspace', { workspaceURL: 'Not A Url!' }))
        .statusCode,
    ).toBe(400);
    for (const workspaceURL of ['not-theirs', 'no-such-team']) {
      const refused = await put(account, '/api/me/last-active-workspace', { workspaceURL });
      expect(refused.statusCode, workspaceURL).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Workspace not found' });
    }
    const { user } = (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(account) })
    ).json<{ user: { lastActiveWorkspaceURL: string } }>();
    expect(user.lastActiveWorkspaceURL).toBe('acme-team');
  });
});
