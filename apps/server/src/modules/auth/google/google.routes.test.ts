import { GOOGLE_CALLBACK_PATH } from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { bearer, registerUser, verifiedUser } from '../../../test/factories';
import { createGoogleTestApp, type FakeGoogle } from '../../../test/fake-google';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { MINUTE } from '../../../test/test-clock';

let google: FakeGoogle;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ google, t, close } = await createGoogleTestApp());
});
afterAll(() => close());

interface SessionBody {
  user: {
    _id: string;
    email: string;
    emailVerified: boolean;
    username: string;
    avatar: string | null;
  };
  access_token: string;
}

async function start(): Promise<{ authorizationUrl: string; binding: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/auth/login/oauth/google/start' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** What the tab that started the sign-in holds after Google sends it back. */
async function callbackFromGoogle() {
  const { authorizationUrl, binding } = await start();
  return { ...(await google.authorize(authorizationUrl)), binding };
}

const finish = (payload: { code: string; state: string; binding?: string }) =>
  t.app.inject({ method: 'POST', url: '/auth/login/oauth/google', payload });

async function signInWithGoogle() {
  return finish(await callbackFromGoogle());
}

describe('Google sign-in', () => {
  it('is advertised when configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/providers' });
    expect(response.json()).toEqual({ google: true });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const url = new URL((await start()).authorizationUrl);
    expect(url.origin).toBe(google.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${TEST_APP_URL}${GOOGLE_CALLBACK_PATH}`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
  });

  it('creates a verified account for a new Google user and signs it in', async () => {
    google.signInAs({
      sub: 'g-new',
      email: 'New.Person@Gmail.test',
      email_verified: true,
      name: 'New Person',
      picture: 'https://img.test/p.png',
    });
    const response = await signInWithGoogle();
    expect(response.statusCode).toBe(200);
    const session = response.json<SessionBody>();
    expect(session.user).toMatchObject({
      email: 'new.person@gmail.test',
      emailVerified: true,
      username: 'new-person',
      avatar: 'https://img.test/p.png',
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) });
    expect(me.statusCode).toBe(200);

    const again = (await signInWithGoogle()).json<SessionBody>();
    expect(again.user._id).toBe(session.user._id);
  });

  it('links a verified password account with the same email and keeps its password', async () => {
    const account = await verifiedUser(t.app, { email: 'linked@gmail.test' });
    google.signInAs({
      sub: 'g-linked',
      email: 'linked@gmail.test',
      email_verified: true,
      name: 'Someone Else',
    });
    const session = (await signInWithGoogle()).json<SessionBody>();
    expect(session.user._id).toBe(account.user._id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses another Google identity with the address of an account linked to Google', async () => {
    const account = await verifiedUser(t.app, { email: 'moved@gmail.test' });
    google.signInAs({ sub: 'g-first', email: 'moved@gmail.test', email_verified: true });
    expect((await signInWithGoogle()).json<SessionBody>().user._id).toBe(account.user._id);

    google.signInAs({ sub: 'g-second', email: 'moved@gmail.test', email_verified: true });
    const refused = await signInWithGoogle();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json<{ message: string }>().message).toMatch(/linked to another Google account/);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, account.user._id));
    expect(row?.googleSub).toBe('g-first');
    google.signInAs({ sub: 'g-first', email: 'moved@gmail.test', email_verified: true });
    expect((await signInWithGoogle()).statusCode).toBe(200);
  });

  it('drops the password of an unverified account it takes over', async () => {
    const squatter = await registerUser(t.app, { email: 'victim@gmail.test' });
    google.signInAs({ sub: 'g-victim', email: 'victim@gmail.test', email_verified: true });
    const session = (await signInWithGoogle()).json<SessionBody>();
    expect(session.user).toMatchObject({ _id: squatter.user._id, emailVerified: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: squatter.email, password: squatter.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a Google address that Google has not verified, creating nothing', async () => {
    google.signInAs({ sub: 'g-unverified', email: 'unverified@gmail.test', email_verified: false });
    const response = await signInWithGoogle();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Your Google email address is not verified' });
    expect(
      await t.app.ctx.db.select().from(users).where(eq(users.email, 'unverified@gmail.test')),
    ).toHaveLength(0);
  });

  it('honours a state once, and not after ten minutes', async () => {
    google.signInAs({ sub: 'g-state', email: 'state@gmail.test', email_verified: true });
    const callback = await callbackFromGoogle();
    expect((await finish(callback)).statusCode).toBe(200);
    const replay = await finish(callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      message: 'Google sign-in failed. Please try again.',
      code: 'INVALID_TOKEN',
    });

    const late = await callbackFromGoogle();
    t.clock.advance(11 * MINUTE);
    expect((await finish(late)).statusCode).toBe(400);
  });

  it('refuses a forged code or an unknown state', async () => {
    const callback = await callbackFromGoogle();
    expect((await finish({ ...callback, code: 'forged-code' })).statusCode).toBe(400);
    expect((await finish({ ...callback, state: 'x'.repeat(43) })).statusCode).toBe(400);
  });

  it("refuses a code and state without the starting tab's binding, signing nobody in", async () => {
    google.signInAs({ sub: 'g-csrf', email: 'attacker@gmail.test', email_verified: true });
    const attackers = await callbackFromGoogle();
    const victimTab = { code: attackers.code, state: attackers.state };
    const unbound = await finish(victimTab);
    expect(unbound.statusCode).toBe(400);
    expect(unbound.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const otherTab = await finish({ ...victimTab, binding: (await start()).binding });
    expect(otherTab.statusCode).toBe(400);
    expect(otherTab.json()).toEqual({
      message: 'Google sign-in failed. Please try again.',
      code: 'INVALID_TOKEN',
    });
    expect(
      await t.app.ctx.db.select().from(users).where(eq(users.email, 'attacker@gmail.test')),
    ).toHaveLength(0);
  });
});

describe('Google sign-in when not configured', () => {
  it('is not advertised and cannot be started', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/auth/providers' })).json()).toEqual({
        google: false,
      });
      const started = await plain.app.inject({
        method: 'POST',
        url: '/auth/login/oauth/google/start',
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
