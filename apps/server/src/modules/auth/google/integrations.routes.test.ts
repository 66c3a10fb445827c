import type { Session } from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { apiKeyCalls } from '../../../test/api-key-calls';
import { bearer, verifiedUser } from '../../../test/factories';
import {
  createGoogleTestApp,
  type FakeGoogle,
  type FakeGoogleAccount,
} from '../../../test/fake-google';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountEventsOf } from '../../../test/two-factor';

let google: FakeGoogle;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ google, t, close } = await createGoogleTestApp());
});
afterAll(() => close());

type Caller = Pick<Session, 'access_token'>;

const integrations = (caller: Caller) =>
  t.app.inject({ method: 'GET', url: '/api/me/integrations', headers: bearer(caller) });
const unlink = (caller: Caller) =>
  t.app.inject({ method: 'DELETE', url: '/api/me/integrations/google', headers: bearer(caller) });

/** Starts a link as `caller` and plays the browser at Google as `account`. */
async function linkCallback(caller: Caller, account: FakeGoogleAccount) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/me/integrations/google/start',
    headers: bearer(caller),
  });
  expect(started.statusCode).toBe(200);
  const { authorizationUrl, binding } = started.json<{
    authorizationUrl: string;
    binding: string;
  }>();
  google.signInAs(account);
  return { ...(await google.authorize(authorizationUrl)), binding };
}

const finishLink = (caller: Caller, payload: { code: string; state: string; binding: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/me/integrations/google',
    headers: bearer(caller),
    payload,
  });

async function link(caller: Caller, account: FakeGoogleAccount) {
  return finishLink(caller, await linkCallback(caller, account));
}

/** Signs in with Google as `account` through the sign-in flow. */
async function signInWithGoogle(account: FakeGoogleAccount) {
  const started = await t.app.inject({ method: 'POST', url: '/auth/login/oauth/google/start' });
  const { authorizationUrl, binding } = started.json<{
    authorizationUrl: string;
    binding: string;
  }>();
  google.signInAs(account);
  const callback = await google.authorize(authorizationUrl);
  return t.app.inject({
    method: 'POST',
    url: '/auth/login/oauth/google',
    payload: { ...callback, binding },
  });
}

const googleSubOf = async (userId: string) =>
  (await t.app.ctx.db.select().from(users).where(eq(users.id, userId)))[0]?.googleSub;

const googleEventsOf = async (userId: string) =>
  (await accountEventsOf(t.app, userId))
    .filter((event) => event.type.startsWith('google_'))
    .map(({ type, data }) => ({ type, data }));

describe('/api/me/integrations', () => {
  it('turns a signed-out caller away', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/integrations'],
      ['POST', '/api/me/integrations/google/start'],
      ['DELETE', '/api/me/integrations/google'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets a personal API key read the integrations but not link or unlink', async () => {
    const account = await verifiedUser(t.app);
    await link(account, { sub: 'g-keyed', email: 'keyed@gmail.test', email_verified: true });
    const keys = apiKeyCalls(t);
    const { secret } = await keys.create(account, { name: 'Script', scope: 'write' });
    const key = keys.asKey(account, secret);

    expect((await integrations(key)).statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/me/integrations/google/start',
      headers: bearer(key),
    });
    expect(started.statusCode).toBe(403);
    expect((await unlink(key)).statusCode).toBe(403);
    expect(await googleSubOf(account.user._id)).toBe('g-keyed');
  });

  it('shows a password account as not linked', async () => {
    const account = await verifiedUser(t.app);
    const response = await integrations(account);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      google: { available: true, linked: false, email: null, canUnlink: false },
    });
  });

  it('links the Google account that comes back to the account that started, for later sign-ins', async () => {
    const account = await verifiedUser(t.app, { email: 'ada@example.com' });
    const googleAccount = { sub: 'g-ada', email: 'ada.work@gmail.test', email_verified: true };

    const linked = await link(account, googleAccount);

    expect(linked.statusCode).toBe(200);
    const expected = {
      google: { available: true, linked: true, email: 'ada.work@gmail.test', canUnlink: true },
    };
    expect(linked.json()).toEqual(expected);
    expect((await integrations(account)).json()).toEqual(expected);
    expect(await googleSubOf(account.user._id)).toBe('g-ada');
    expect(await googleEventsOf(account.user._id)).toEqual([
      { type: 'google_linked', data: { email: 'ada.work@gmail.test' } },
    ]);
    const signIn = await signInWithGoogle(googleAccount);
    expect(signIn.json<Session>().user._id).toBe(account.user._id);
    const signInEvents = (await accountEventsOf(t.app, account.user._id)).filter(
      ({ type }) => type === 'sign_in',
    );
    expect(signInEvents.at(-1)?.data).toMatchObject({ method: 'google' });
  });

  it('refuses with 409 a Google account already linked to another account, changing nothing', async () => {
    const owner = await verifiedUser(t.app);
    const taken = { sub: 'g-taken', email: 'taken@gmail.test', email_verified: true };
    expect((await link(owner, taken)).statusCode).toBe(200);
    const other = await verifiedUser(t.app);

    const response = await link(other, taken);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This Google account is already linked to another Teamboard account',
      code: 'CONFLICT',
    });
    expect(await googleSubOf(other.user._id)).toBeNull();
    expect(await googleEventsOf(other.user._id)).toEqual([]);
  });

  it('refuses to start a second link while one is there', async () => {
    const account = await verifiedUser(t.app);
    await link(account, { sub: 'g-once', email: 'once@gmail.test', email_verified: true });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/me/integrations/google/start',
      headers: bearer(account),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A Google account is already linked' });
  });

  it('lets only the account that started a link finish it, and never as a sign-in', async () => {
    const starter = await verifiedUser(t.app);
    const googleAccount = { sub: 'g-stolen', email: 'stolen@gmail.test', email_verified: true };
    const callback = await linkCallback(starter, googleAccount);
    const intruder = await verifiedUser(t.app);

    const byIntruder = await finishLink(intruder, callback);
    expect(byIntruder.statusCode).toBe(400);
    expect(byIntruder.json()).toEqual({
      message: 'Google sign-in failed. Please try again.',
      code: 'INVALID_TOKEN',
    });
    const asSignIn = await t.app.inject({
      method: 'POST',
      url: '/auth/login/oauth/google',
      payload: callback,
    });
    expect(asSignIn.statusCode).toBe(400);
    expect(await googleSubOf(intruder.user._id)).toBeNull();
    expect((await finishLink(starter, callback)).statusCode).toBe(200);
  });

  it('refuses a Google address Google has not verified', async () => {
    const account = await verifiedUser(t.app);
    const response = await link(account, {
      sub: 'g-unverified-link',
      email: 'unverified-link@gmail.test',
      email_verified: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your Google email address is not verified' });
    expect(await googleSubOf(account.user._id)).toBeNull();
  });

  it('refuses to unlink Google when it is the only way to sign in', async () => {
    const session = (
      await signInWithGoogle({
        sub: 'g-only',
        email: 'only-google@gmail.test',
        email_verified: true,
      })
    ).json<Session>();
    expect((await integrations(session)).json()).toEqual({
      google: { available: true, linked: true, email: null, canUnlink: false },
    });

    const response = await unlink(session);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Google is the only way to sign in to this account. Set a password before unlinking it.',
      code: 'CONFLICT',
    });
    expect(await googleSubOf(session.user._id)).toBe('g-only');
    expect(await googleEventsOf(session.user._id)).toEqual([]);
  });

  it('unlinks Google from an account with a password; Google then signs in someone else', async () => {
    const account = await verifiedUser(t.app);
    const googleAccount = { sub: 'g-leaving', email: 'leaving@gmail.test', email_verified: true };
    await link(account, googleAccount);

    const response = await unlink(account);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      google: { available: true, linked: false, email: null, canUnlink: false },
    });
    expect(await googleSubOf(account.user._id)).toBeNull();
    expect(await googleEventsOf(account.user._id)).toEqual([
      { type: 'google_linked', data: { email: 'leaving@gmail.test' } },
      { type: 'google_unlinked', data: { email: 'leaving@gmail.test' } },
    ]);
    const signIn = (await signInWithGoogle(googleAccount)).json<Session>();
    expect(signIn.user._id).not.toBe(account.user._id);
    expect((await unlink(account)).statusCode).toBe(404);
  });

  it('records the link a Google sign-in makes to the account with the same address', async () => {
    const account = await verifiedUser(t.app, { email: 'same-address@gmail.test' });
    await signInWithGoogle({
      sub: 'g-same',
      email: 'same-address@gmail.test',
      email_verified: true,
    });
    expect(await googleEventsOf(account.user._id)).toEqual([
      { type: 'google_linked', data: { email: 'same-address@gmail.test' } },
    ]);
    expect((await integrations(account)).json()).toMatchObject({
      google: { linked: true, email: 'same-address@gmail.test', canUnlink: true },
    });
  });
});

describe('/api/me/integrations when Google sign-in is not configured', () => {
  it('says so, and a link cannot be started', async () => {
    const plain = await createTestApp();
    try {
      const account = await verifiedUser(plain.app);
      const shown = await plain.app.inject({
        method: 'GET',
        url: '/api/me/integrations',
        headers: bearer(account),
      });
      expect(shown.json()).toEqual({
        google: { available: false, linked: false, email: null, canUnlink: false },
      });
      const started = await plain.app.inject({
        method: 'POST',
        url: '/api/me/integrations/google/start',
        headers: bearer(account),
      });
      expect(started.statusCode).toBe(404);
      expect(started.json()).toMatchObject({
        message: 'Google sign-in is not enabled on this server',
      });
    } finally {
      await plain.close();
    }
  });
});
