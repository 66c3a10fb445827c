import type { Session } from '@teamboard/shared';
import type { SignedInSessionsResponse } from '@teamboard/shared/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser, type NewUser } from '../../test/factories';
import { connectSocket, disconnection } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accountEventsOf } from '../../test/two-factor';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** Signs the account in from a browser with this user agent: a new session. */
async function signInFrom(account: NewUser, userAgent: string): Promise<Session> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: account.email, password: account.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Session>();
}

const sessionsOf = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: bearer(session) });
const me = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(session) });
const refresh = (session: Session) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/refresh',
    payload: { refresh_token: session.refresh_token },
  });
const signOut = (caller: Session, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${id}`, headers: bearer(caller) });

/** A verified account signed in on a laptop (Firefox) and a phone (Safari). */
async function twoDevices() {
  const account = await verifiedUser(t.app);
  const laptop = await signInFrom(account, FIREFOX);
  const phone = await signInFrom(account, SAFARI_IPHONE);
  return { account, laptop, phone };
}

async function sessionIds(caller: Session) {
  const { sessions } = (await sessionsOf(caller)).json<SignedInSessionsResponse>();
  return sessions;
}

describe('GET /api/me/sessions', () => {
  it('lists every live session, newest first, with its device and the caller’s marked', async () => {
    const { account, laptop } = await twoDevices();
    const response = await sessionsOf(laptop);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<SignedInSessionsResponse>();
    // The phone, the laptop, and the session the email verification started (light-my-request's
    // own user agent).
    expect(sessions.map((session) => [session.device, session.current])).toEqual([
      ['Safari on iOS', false],
      ['Firefox on Linux', true],
      ['lightMyRequest', false],
    ]);
    expect(sessions[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(Date.parse(sessions[0]?.lastSeenAt ?? '')).toBeGreaterThan(0);

    // Logging out ends a session: it leaves the list.
    await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refresh_token: account.refresh_token },
    });
    expect(await sessionIds(laptop)).toHaveLength(2);
  });

  it('shows the last refresh as last seen, and the first sign-in as signed in', async () => {
    const { laptop } = await twoDevices();
    const [before] = (await sessionIds(laptop)).filter((session) => session.current);
    t.clock.advance(60_000);
    const renewed = (await refresh(laptop)).json<Session>();
    const [after] = (await sessionIds(renewed)).filter((session) => session.current);
    expect(after?._id).toBe(before?._id);
    expect(after?.createdAt).toBe(before?.createdAt);
    expect(Date.parse(after?.lastSeenAt ?? '')).toBeGreaterThan(
      Date.parse(before?.lastSeenAt ?? ''),
    );
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/me/sessions/{id}', () => {
  it('ends that session at once: its access token, refresh token and socket', async () => {
    const { account, laptop, phone } = await twoDevices();
    const phoneSocket = await connectSocket(url, phone.access_token);
    const closed = disconnection(phoneSocket);
    const phoneSession = (await sessionIds(laptop)).find((s) => s.device === 'Safari on iOS');
    if (!phoneSession) throw new Error('no phone session');

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession._id}`,
      headers: { ...bearer(laptop), 'user-agent': FIREFOX },
    });
    expect(response.statusCode).toBe(200);

    expect((await me(phone)).statusCode).toBe(401);
    expect((await refresh(phone)).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await sessionIds(laptop)).map((s) => s._id)).not.toContain(phoneSession._id);

    const events = await accountEventsOf(t.app, account.user._id);
    expect(events.filter((event) => event.type === 'session_revoked')).toEqual([
      {
        type: 'session_revoked',
        ip: '127.0.0.1',
        data: { sessionId: phoneSession._id, device: 'Safari on iOS', ip: '127.0.0.1' },
      },
    ]);
  });

  it('answers 404 for someone else’s session and changes nothing', async () => {
    const { laptop } = await twoDevices();
    const stranger = await verifiedUser(t.app);
    const [theirs] = await sessionIds(stranger);
    if (!theirs) throw new Error('no session');
    const response = await signOut(laptop, theirs._id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Session not found' });
    expect((await me(stranger)).statusCode).toBe(200);
  });

  it('answers 400 for an id that is not a session id', async () => {
    const { laptop } = await twoDevices();
    const response = await signOut(laptop, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Session not found' });
  });
});

describe('POST /api/me/sessions/sign-out-others', () => {
  it('ends every session but the caller’s', async () => {
    const { account, laptop, phone } = await twoDevices();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/sessions/sign-out-others',
      headers: bearer(laptop),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });

    for (const other of [phone, account]) {
      expect((await me(other)).statusCode).toBe(401);
      expect((await refresh(other)).statusCode).toBe(401);
    }
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await sessionIds(laptop)).map((session) => session.current)).toEqual([true]);
    const events = await accountEventsOf(t.app, account.user._id);
    expect(events.filter((event) => event.type === 'session_revoked')).toHaveLength(2);
  });
});
