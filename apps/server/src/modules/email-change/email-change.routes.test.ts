import type { AccountEventsResponse } from '@teamboard/shared/account-events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { apiKeyCalls } from '../../test/api-key-calls';
import { bearer, signIn, verifiedUser } from '../../test/factories';
import { createTestApp, emailsTo, linkTokenFromEmail, type TestApp } from '../../test/test-app';
import { HOUR, MINUTE } from '../../test/test-clock';
import type { Account } from '../../test/workspace-fixture';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
const freshAddress = () => `moved-${process.pid}-${(addressCounter += 1)}@example.com`;

const requestChange = (account: Account, payload: { email: string; password?: string }) =>
  t.app.inject({ method: 'PUT', url: '/api/me/email', headers: bearer(account), payload });
const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/confirm-email-change',
    headers: { 'user-agent': FIREFOX },
    payload: { token },
  });

/** The token of the newest confirmation link sent to `address`. */
const confirmationToken = (address: string) => linkTokenFromEmail(t.app, address, '/confirm-email');

async function emailOf(account: Account): Promise<string | undefined> {
  const [row] = await t.app.ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, account.user._id));
  return row?.email;
}

describe('changing one’s email', () => {
  it('confirms through the link sent to the new address, telling the old one twice', async () => {
    const person = await verifiedUser(t.app);
    const newAddress = freshAddress();
    const requested = await requestChange(person, {
      email: newAddress.toUpperCase(),
      password: person.password,
    });
    expect(requested.statusCode).toBe(200);

    expect(await emailOf(person)).toBe(person.email);
    const [warning] = await emailsTo(t.app, person.email);
    expect(warning?.subject).toBe('Your Teamboard email is about to change');
    expect(warning?.textBody).toContain(newAddress);

    const confirmed = await confirm(await confirmationToken(newAddress));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newAddress });
    expect(await emailOf(person)).toBe(newAddress);
    const [notice] = await emailsTo(t.app, person.email);
    expect(notice?.subject).toBe('Your Teamboard email was changed');

    const moved = await signIn(t.app, { ...person, email: newAddress });
    expect(moved.user).toMatchObject({ email: newAddress, emailVerified: true });
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/me/activities',
      headers: bearer(moved),
    });
    const events = activity.json<AccountEventsResponse>().events;
    expect(events.find((event) => event.type === 'email_changed')).toMatchObject({
      type: 'email_changed',
      ip: '127.0.0.1',
      device: 'Firefox on Linux',
      data: { from: person.email, to: newAddress },
    });
  });

  it('refuses a wrong or missing password and sends nothing', async () => {
    const person = await verifiedUser(t.app);
    const newAddress = freshAddress();
    const before = await emailsTo(t.app, person.email);
    const wrong = await requestChange(person, { email: newAddress, password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      details: [{ field: 'password' }],
    });
    expect((await requestChange(person, { email: newAddress })).statusCode).toBe(400);
    expect(await emailsTo(t.app, newAddress)).toHaveLength(0);
    expect(await emailsTo(t.app, person.email)).toHaveLength(before.length);
  });

  it('answers 409 for a taken address, when asked and again when confirmed', async () => {
    const person = await verifiedUser(t.app);
    const other = await verifiedUser(t.app);
    const taken = await requestChange(person, {
      email: other.email,
      password: person.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Email already registered',
    });
    expect(await emailsTo(t.app, other.email)).toHaveLength(1);

    const newAddress = freshAddress();
    await requestChange(person, { email: newAddress, password: person.password });
    const token = await confirmationToken(newAddress);
    await t.app.ctx.db.update(users).set({ email: newAddress }).where(eq(users.id, other.user._id));
    const late = await confirm(token);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await emailOf(person)).toBe(person.email);
  });

  it('works once, and only with the address it was sent to', async () => {
    const person = await verifiedUser(t.app);
    const newAddress = freshAddress();
    await requestChange(person, { email: newAddress, password: person.password });
    const token = await confirmationToken(newAddress);
    const swapped = `${token.slice(0, 43)}${Buffer.from('thief@example.com').toString('base64url')}`;
    expect((await confirm(swapped)).statusCode).toBe(400);

    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'Email change link is invalid or has expired',
    });
  });

  it('a newer request retires the earlier link', async () => {
    const person = await verifiedUser(t.app);
    const first = freshAddress();
    const second = freshAddress();
    await requestChange(person, { email: first, password: person.password });
    const firstToken = await confirmationToken(first);
    await requestChange(person, { email: second, password: person.password });
    expect((await confirm(firstToken)).statusCode).toBe(400);
    expect((await confirm(await confirmationToken(second))).statusCode).toBe(200);
    expect(await emailOf(person)).toBe(second);
  });

  it('throttles requests per account', async () => {
    const person = await verifiedUser(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const sent = await requestChange(person, {
        email: freshAddress(),
        password: person.password,
      });
      expect(sent.statusCode).toBe(200);
    }
    const sixth = await requestChange(person, { email: freshAddress(), password: person.password });
    expect(sixth.statusCode).toBe(429);
  });

  it('lets a Google-only account change it within minutes of signing in', async () => {
    const person = await verifiedUser(t.app);
    await t.app.ctx.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, person.user._id));
    const newAddress = freshAddress();
    expect((await requestChange(person, { email: newAddress })).statusCode).toBe(200);

    t.clock.advance(11 * MINUTE);
    const stale = await requestChange(person, { email: freshAddress() });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'RECENT_SIGN_IN_REQUIRED' });
  });

  it('expires after 24 hours, leaving the email as it was', async () => {
    const person = await verifiedUser(t.app);
    const newAddress = freshAddress();
    await requestChange(person, { email: newAddress, password: person.password });
    t.clock.advance(25 * HOUR);
    expect((await confirm(await confirmationToken(newAddress))).statusCode).toBe(400);
    expect(await emailOf(person)).toBe(person.email);
  });

  it('is refused to a personal API key, whatever its scope', async () => {
    const person = await verifiedUser(t.app);
    const keys = apiKeyCalls(t);
    const { secret } = await keys.create(person, { name: 'Deploy', scope: 'write' });
    const newAddress = freshAddress();
    const response = await requestChange(keys.asKey(person, secret), {
      email: newAddress,
      password: person.password,
    });
    expect(response.statusCode).toBe(403);
    expect(await emailsTo(t.app, newAddress)).toHaveLength(0);
  });

  it('is refused without a session', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/me/email',
      payload: { email: freshAddress(), password: 'whatever password' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
