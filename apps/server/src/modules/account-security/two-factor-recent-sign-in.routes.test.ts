import type { GoogleStartResponse, Session, TwoFactorChallenge } from '@teamboard/shared';
import type { TwoFactorSetup, TwoFactorStatus } from '@teamboard/shared/two-factor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import {
  createGoogleTestApp,
  type FakeGoogle,
  type FakeGoogleAccount,
} from '../../test/fake-google';
import type { TestApp } from '../../test/test-app';
import { MINUTE } from '../../test/test-clock';
import { nextCode } from '../../test/two-factor';

let google: FakeGoogle;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ google, t, close } = await createGoogleTestApp());
});
afterAll(() => close());

let identities = 0;
/** A Google identity nobody has used yet: its first sign-in makes an account with no password. */
function newGoogleIdentity(): FakeGoogleAccount {
  identities += 1;
  return {
    sub: `g-recent-${identities}`,
    email: `recent-${identities}@gmail.test`,
    email_verified: true,
  };
}

/** The whole Google round trip: a session, or a challenge when two-factor sign-in is on. */
async function signInWithGoogle(identity: FakeGoogleAccount) {
  google.signInAs(identity);
  const start = await t.app.inject({ method: 'POST', url: '/auth/login/oauth/google/start' });
  const { authorizationUrl, binding } = start.json<GoogleStartResponse>();
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/login/oauth/google',
    payload: { ...(await google.authorize(authorizationUrl)), binding },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

const post = (session: Session, path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/me/two-factor${path}`,
    headers: bearer(session),
    payload,
  });

const RECENT_SIGN_IN_REQUIRED = {
  code: 'RECENT_SIGN_IN_REQUIRED',
  message:
    'Sign in with Google again to continue: this change needs a sign-in from the last 10 minutes.',
};

/** A Google-only account with two-factor sign-in on, and its authenticator secret. */
async function protectedGoogleAccount(identity: FakeGoogleAccount) {
  const session = (await signInWithGoogle(identity)).json<Session>();
  const setup = await post(session, '/setup', {});
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<TwoFactorSetup>();
  const enabled = await post(session, '/enable', { code: nextCode(secret, t.clock) });
  expect(enabled.statusCode).toBe(200);
  return { session, secret };
}

describe('two-factor changes on an account without a password', () => {
  it('set up only within 10 minutes of a sign-in; refreshing the tokens does not count', async () => {
    const identity = newGoogleIdentity();
    const first = (await signInWithGoogle(identity)).json<Session>();
    t.clock.advance(11 * MINUTE);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: first.refresh_token },
    });
    const refreshed = refresh.json<Session>();
    const stale = await post(refreshed, '/setup', {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(RECENT_SIGN_IN_REQUIRED);

    const again = (await signInWithGoogle(identity)).json<Session>();
    const setup = await post(again, '/setup', {});
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<TwoFactorSetup>();
    const enabled = await post(again, '/enable', { code: nextCode(secret, t.clock) });
    expect(enabled.statusCode).toBe(200);
  });

  it('turn off or get new recovery codes only after a fresh Google sign-in and its code', async () => {
    const identity = newGoogleIdentity();
    const { session, secret } = await protectedGoogleAccount(identity);
    t.clock.advance(11 * MINUTE);
    const codes = await post(session, '/recovery-codes', { code: nextCode(secret, t.clock) });
    expect(codes.statusCode).toBe(403);
    expect(codes.json()).toEqual(RECENT_SIGN_IN_REQUIRED);
    const off = await post(session, '/disable', { code: nextCode(secret, t.clock) });
    expect(off.statusCode).toBe(403);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/me/two-factor',
      headers: bearer(session),
    });
    expect(status.json<TwoFactorStatus>()).toMatchObject({
      enabled: true,
      passwordRequired: false,
    });

    const { challenge } = (await signInWithGoogle(identity)).json<TwoFactorChallenge>();
    const secondStep = await t.app.inject({
      method: 'POST',
      url: '/auth/login/two-factor',
      payload: { challenge, code: nextCode(secret, t.clock) },
    });
    const fresh = secondStep.json<Session>();
    const newCodes = await post(fresh, '/recovery-codes', { code: nextCode(secret, t.clock) });
    expect(newCodes.statusCode).toBe(200);
    const turnedOff = await post(fresh, '/disable', { code: nextCode(secret, t.clock) });
    expect(turnedOff.statusCode).toBe(200);
    expect(turnedOff.json()).toMatchObject({ enabled: false });
  });
});
