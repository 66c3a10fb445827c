import type { Session } from '@teamboard/shared';
import type { TwoFactorSetup, TwoFactorStatus } from '@teamboard/shared/two-factor';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, users } from '../../db/schema/index';
import { bearer, verifiedUser, type NewUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  accountEventsOf,
  enableTwoFactor,
  nextCode,
  totpCode,
  wrongCode,
} from '../../test/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Account = NewUser & Session;

const post = (account: Account, path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/me/two-factor${path}`,
    headers: bearer(account),
    payload,
  });
const status = async (account: Account) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/me/two-factor', headers: bearer(account) })
  ).json<TwoFactorStatus>();

async function startSetup(account: Account): Promise<TwoFactorSetup> {
  const response = await post(account, '/setup', { password: account.password });
  expect(response.statusCode).toBe(200);
  return response.json<TwoFactorSetup>();
}

describe('setting up two-factor sign-in', () => {
  it('gives a secret with its QR code, and turns on with a right code only', async () => {
    const account = await verifiedUser(t.app);
    expect(await status(account)).toEqual({
      enabled: false,
      passwordRequired: true,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const setup = await startSetup(account);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Teamboard:${encodeURIComponent(account.email)}?issuer=Teamboard&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.qrCode.size).toBeGreaterThanOrEqual(21);
    expect(setup.qrCode.path).toMatch(/^(M\d+ \d+h\d+v1H\d+z)+$/);
    expect(await status(account)).toMatchObject({ enabled: false });

    const wrong = await post(account, '/enable', { code: wrongCode(setup.secret, t.clock.now()) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'That code is not right',
      details: [{ field: 'code', message: 'That code is not right' }],
    });
    expect(await status(account)).toMatchObject({ enabled: false });

    const right = await post(account, '/enable', { code: nextCode(setup.secret, t.clock) });
    expect(right.statusCode).toBe(200);
    const { recoveryCodes: codes } = right.json<{ recoveryCodes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(account)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    // Only hashes are kept, and the codes are never shown again.
    const stored = await t.app.ctx.db
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, account.user._id));
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(codes.join()).not.toContain(codeHash);
    expect(JSON.stringify(await status(account))).not.toContain(codes[0]);
    const types = (await accountEventsOf(t.app, account.user._id)).map((event) => event.type);
    expect(types).toContain('two_factor_enabled');
  });

  it('asks the current password first', async () => {
    const account = await verifiedUser(t.app);
    const response = await post(account, '/setup', { password: 'not my password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      details: [{ field: 'password', message: 'Password is incorrect' }],
    });
    const [row] = await t.app.ctx.db
      .select({ pending: users.totpPendingSecret })
      .from(users)
      .where(eq(users.id, account.user._id));
    expect(row?.pending).toBeNull();
  });

  it('refuses a code before a set-up, a second set-up once on, and a malformed code', async () => {
    const account = await verifiedUser(t.app);
    const early = await post(account, '/enable', { code: '123456' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'Start setting up two-factor sign-in first' });
    const malformed = await post(account, '/enable', { code: '12345' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: 'Enter the 6-digit code from your authenticator app',
    });

    await enableTwoFactor(t.app, t.clock, account);
    const again = await post(account, '/setup', { password: account.password });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Two-factor sign-in is already on' });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/two-factor/setup',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('recovery codes and turning two-factor sign-in off', () => {
  it('regenerates the recovery codes with the password and a code: the old ones stop working', async () => {
    const account = await verifiedUser(t.app);
    const { secret, recoveryCodes: old } = await enableTwoFactor(t.app, t.clock, account);
    const response = await post(account, '/recovery-codes', {
      password: account.password,
      code: nextCode(secret, t.clock),
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(old[0]);

    const withOld = await post(account, '/disable', {
      password: account.password,
      recoveryCode: old[0],
    });
    expect(withOld.statusCode).toBe(400);
    expect(withOld.json()).toMatchObject({
      details: [{ field: 'recoveryCode', message: 'That recovery code is not right' }],
    });
  });

  it('refuses to regenerate with a code already used', async () => {
    const account = await verifiedUser(t.app);
    const { secret } = await enableTwoFactor(t.app, t.clock, account);
    // The code that turned it on is spent.
    const response = await post(account, '/recovery-codes', {
      password: account.password,
      code: totpCode(secret, t.clock.now()),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'That code is not right' });
  });

  it('turns off with the password and a code, and forgets the secret and codes', async () => {
    const account = await verifiedUser(t.app);
    const { secret } = await enableTwoFactor(t.app, t.clock, account);
    const noPassword = await post(account, '/disable', { code: nextCode(secret, t.clock) });
    expect(noPassword.statusCode).toBe(400);
    expect(await status(account)).toMatchObject({ enabled: true });

    const response = await post(account, '/disable', {
      password: account.password,
      code: nextCode(secret, t.clock),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, account.user._id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    const left = await t.app.ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, account.user._id));
    expect(left).toEqual([]);
    const types = (await accountEventsOf(t.app, account.user._id)).map((event) => event.type);
    expect(types).toContain('two_factor_disabled');
  });

  it('turns off with a recovery code, which is recorded as used', async () => {
    const account = await verifiedUser(t.app);
    const { recoveryCodes: codes } = await enableTwoFactor(t.app, t.clock, account);
    const response = await post(account, '/disable', {
      password: account.password,
      recoveryCode: codes[3]?.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    const types = (await accountEventsOf(t.app, account.user._id)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['recovery_code_used', 'two_factor_disabled']));
  });

  it('needs exactly one of a code and a recovery code', async () => {
    const account = await verifiedUser(t.app);
    await enableTwoFactor(t.app, t.clock, account);
    const response = await post(account, '/disable', { password: account.password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Enter the code from your authenticator app or a recovery code',
    });
  });
});
