import type { Session } from '@teamboard/shared';
import type { TwoFactorSetup } from '@teamboard/shared/two-factor';
import { asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { App } from '../app';
import { accountEvents } from '../db/schema/index';
import { bearer } from './factories';
import type { TestClock } from './test-clock';

const STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` at `at`. */
export function totpCode(secret: string, at: Date): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: at.getTime() });
}

/** A well-formed code that is wrong: not the app's code now, nor a step before or after. */
export function wrongCode(secret: string, at: Date): string {
  const near = [-1, 0, 1].map((steps) =>
    totpCode(secret, new Date(at.getTime() + steps * STEP_MS)),
  );
  let guess = 0;
  while (near.includes(String(guess).padStart(6, '0'))) guess++;
  return String(guess).padStart(6, '0');
}

/** The app's next code: the clock moves one time step on, as a person waits for a new code. */
export function nextCode(secret: string, clock: TestClock): string {
  clock.advance(STEP_MS);
  return totpCode(secret, clock.now());
}

/** Turns two-factor sign-in on for a signed-in account through the API. */
export async function enableTwoFactor(
  app: App,
  clock: TestClock,
  account: Session & { password: string },
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/me/two-factor/setup',
    headers: bearer(account),
    payload: { password: account.password },
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = setup.json<TwoFactorSetup>();
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/me/two-factor/enable',
    headers: bearer(account),
    payload: { code: nextCode(secret, clock) },
  });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The account's events, oldest first, read from the database. */
export async function accountEventsOf(app: App, userId: string) {
  return app.ctx.db
    .select({ type: accountEvents.type, data: accountEvents.data, ip: accountEvents.ip })
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId))
    .orderBy(asc(accountEvents.createdAt));
}
