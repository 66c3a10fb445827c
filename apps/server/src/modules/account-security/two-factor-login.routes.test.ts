import type { Session, TwoFactorChallenge } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser, type NewUser } from '../../test/factories';
import { createGoogleTestApp, type FakeGoogle } from '../../test/fake-google';
import type { TestApp } from '../../test/test-app';
import { MINUTE } from '../../test/test-clock';
import {
  accountEventsOf,
  enableTwoFactor,
  nextCode,
  totpCode,
  wrongCode,
} from '../../test/two-factor';

let google: FakeGoogle;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ google, t, close } = await createGoogleTestApp());
});
afterAll(() => close());

type Account = NewUser & Session;

/** A verified account with two-factor sign-in on. */
async function protectedAccount() {
  const account = await verifiedUser(t.app);
  return { account, ...(await enableTwoFactor(t.app, t.clock, account)) };
}

async function challengeFor(account: Account): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email: account.email, password: account.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<TwoFactorChallenge>().challenge;
}

const secondStep = (
  payload: { challenge: string; code?: string; recoveryCode?: string },
  remoteAddress = '127.0.0.1',
) => t.app.inject({ method: 'POST', url: '/auth/login/two-factor', payload, remoteAddress });

const me = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) });

describe('signing in with two-factor on', () => {
  it('answers a right password with a challenge and no session', async () => {
    const { account } = await protectedAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'twoFactorRequired']);
    expect(body.twoFactorRequired).toBe(true);
  });

  it('signs in with a code from the app, once per code', async () => {
    const { account, secret } = await protectedAccount();
    const code = nextCode(secret, t.clock);
    const response = await secondStep({ challenge: await challengeFor(account), code });
    expect(response.statusCode).toBe(200);
    const session = response.json<Session>();
    expect(session.user.email).toBe(account.email);
    expect((await me(session)).statusCode).toBe(200);

    const challenge = await challengeFor(account);
    const replay = await secondStep({ challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ message: 'Invalid code' });
    // The challenge is still good for the next code.
    expect((await secondStep({ challenge, code: nextCode(secret, t.clock) })).statusCode).toBe(200);

    const events = await accountEventsOf(t.app, account.user._id);
    const signIns = events.filter((event) => event.type === 'sign_in');
    expect(signIns.map((event) => event.data)).toEqual([
      { method: 'email_link', twoFactor: false },
      { method: 'password', twoFactor: true },
      { method: 'password', twoFactor: true },
    ]);
    expect(events.filter((event) => event.type === 'two_factor_failed')).toHaveLength(1);
  });

  it('accepts the code of the step before or after, but no further', async () => {
    const { account, secret } = await protectedAccount();
    t.clock.advance(5 * MINUTE);
    const later = totpCode(secret, new Date(t.clock.now().getTime() + 30_000));
    expect(
      (await secondStep({ challenge: await challengeFor(account), code: later })).statusCode,
    ).toBe(200);
    const farther = totpCode(secret, new Date(t.clock.now().getTime() + 60_000));
    const refused = await secondStep({ challenge: await challengeFor(account), code: farther });
    expect(refused.statusCode).toBe(401);
  });

  it('signs in with a recovery code, once', async () => {
    const { account, recoveryCodes } = await protectedAccount();
    const recoveryCode = recoveryCodes[0] ?? '';
    const first = await secondStep({ challenge: await challengeFor(account), recoveryCode });
    expect(first.statusCode).toBe(200);
    const again = await secondStep({ challenge: await challengeFor(account), recoveryCode });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: 'Invalid recovery code' });

    const events = await accountEventsOf(t.app, account.user._id);
    expect(events.filter((event) => event.type === 'recovery_code_used')).toEqual([
      expect.objectContaining({ data: { left: 9 } }),
    ]);
  });

  it('uses a challenge once, and not after five minutes', async () => {
    const { account, secret } = await protectedAccount();
    const challenge = await challengeFor(account);
    expect((await secondStep({ challenge, code: nextCode(secret, t.clock) })).statusCode).toBe(200);
    const spent = await secondStep({ challenge, code: nextCode(secret, t.clock) });
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toMatchObject({
      message: 'This sign-in has expired. Please log in again.',
    });

    const late = await challengeFor(account);
    t.clock.advance(5 * MINUTE);
    const expired = await secondStep({ challenge: late, code: nextCode(secret, t.clock) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      message: 'This sign-in has expired. Please log in again.',
    });
  });

  it('refuses malformed input with 400', async () => {
    const response = await secondStep({ challenge: 'x'.repeat(40), code: '12ab56' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app',
    });
  });
});

describe('wrong codes', () => {
  const attacker = '203.0.113.66';
  const owner = '198.51.100.7';

  /** Ten wrong codes from `address`, over two challenges (five each end a challenge). */
  async function burnTenCodes(account: Account, secret: string, address: string) {
    for (let round = 0; round < 2; round++) {
      const challenge = await challengeFor(account);
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = wrongCode(secret, t.clock.now());
        expect((await secondStep({ challenge, code }, address)).statusCode).toBe(401);
      }
    }
  }

  it('end a challenge after five', async () => {
    const { account, secret } = await protectedAccount();
    const challenge = await challengeFor(account);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = wrongCode(secret, t.clock.now());
      expect((await secondStep({ challenge, code })).statusCode).toBe(401);
    }
    const sixth = await secondStep({ challenge, code: nextCode(secret, t.clock) });
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json()).toMatchObject({ message: 'Too many wrong codes. Please log in again.' });
  });

  it('lock the address that sent ten for an hour, while the owner elsewhere still signs in', async () => {
    const { account, secret } = await protectedAccount();
    await burnTenCodes(account, secret, attacker);
    const code = nextCode(secret, t.clock);
    const locked = await secondStep({ challenge: await challengeFor(account), code }, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(/^Too many attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const signedIn = await secondStep({ challenge: await challengeFor(account), code }, owner);
    expect(signedIn.statusCode).toBe(200);
    expect((await me(signedIn.json<Session>())).statusCode).toBe(200);

    const events = await accountEventsOf(t.app, account.user._id);
    const failures = events.filter((event) => event.type === 'two_factor_failed');
    expect(failures).toHaveLength(10);
    expect(new Set(failures.map((event) => event.ip))).toEqual(new Set([attacker]));

    t.clock.advance(60 * MINUTE);
    const later = await secondStep(
      { challenge: await challengeFor(account), code: nextCode(secret, t.clock) },
      attacker,
    );
    expect(later.statusCode).toBe(200);
  });

  it('only slow the account once it has ten: an address that just failed waits a minute', async () => {
    const { account, secret } = await protectedAccount();
    await burnTenCodes(account, secret, attacker);
    const second = '203.0.113.67';
    const challenge = await challengeFor(account);
    const wrong = () => wrongCode(secret, t.clock.now());
    expect((await secondStep({ challenge, code: wrong() }, second)).statusCode).toBe(401);
    const paced = await secondStep({ challenge, code: wrong() }, second);
    expect(paced.statusCode).toBe(429);
    expect(Number(paced.headers['retry-after'])).toBeLessThanOrEqual(60);
    t.clock.advance(MINUTE);
    expect((await secondStep({ challenge, code: wrong() }, second)).statusCode).toBe(401);

    const code = nextCode(secret, t.clock);
    const owners = await secondStep({ challenge: await challengeFor(account), code }, owner);
    expect(owners.statusCode).toBe(200);
  });

  it('a wrong password is recorded against the account', async () => {
    const account = await verifiedUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: 'not the password' },
    });
    expect(response.statusCode).toBe(401);
    const events = await accountEventsOf(t.app, account.user._id);
    expect(events.filter((event) => event.type === 'sign_in_failed')).toEqual([
      expect.objectContaining({ data: { method: 'password' } }),
    ]);
  });
});

describe('Google sign-in with two-factor on', () => {
  it('asks for the code too, and records a Google sign-in', async () => {
    const { account, secret } = await protectedAccount();
    google.signInAs({ sub: `g-${account.user._id}`, email: account.email, email_verified: true });
    const start = await t.app.inject({ method: 'POST', url: '/auth/login/oauth/google/start' });
    const { authorizationUrl, binding } = start.json<{
      authorizationUrl: string;
      binding: string;
    }>();
    const callback = await google.authorize(authorizationUrl);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login/oauth/google',
      payload: { ...callback, binding },
    });
    expect(response.statusCode).toBe(200);
    const { challenge } = response.json<TwoFactorChallenge>();
    expect(response.json()).not.toHaveProperty('access_token');

    const signedIn = await secondStep({ challenge, code: nextCode(secret, t.clock) });
    expect(signedIn.statusCode).toBe(200);
    const events = await accountEventsOf(t.app, account.user._id);
    expect(events.filter((event) => event.type === 'sign_in').at(-1)).toMatchObject({
      data: { method: 'google', twoFactor: true },
    });
  });
});
