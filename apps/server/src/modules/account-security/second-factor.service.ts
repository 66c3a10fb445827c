import type { SecondFactorInput } from '@teamboard/shared/two-factor';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { addressThrottle } from '../auth/address-throttle';
import {
  ACCOUNT_TWO_FACTOR_FAILURES,
  TWO_FACTOR_FAILURES,
  TWO_FACTOR_PACE,
} from '../auth/throttle-rules';
import { hashRecoveryCode } from './recovery-codes';
import { matchingStep } from './totp';
import { advanceTotpStep, countUnusedRecoveryCodes, spendRecoveryCode } from './two-factor.repo';

export type SpentFactor = 'code' | 'recoveryCode';

/**
 * Wrong second factors, by account and client address: someone who has the password locks only
 * their own address out of the second step, never the owner's device (address-throttle.ts).
 */
const secondFactorThrottle = addressThrottle({
  fromAddress: TWO_FACTOR_FAILURES,
  account: ACCOUNT_TWO_FACTOR_FAILURES,
  pace: TWO_FACTOR_PACE,
});

/**
 * Checks and spends one of the user's second factors: an authenticator code (never of a step
 * already used) or an unused recovery code. A wrong one is recorded and counted (null then);
 * past the limits every try from that address is 429, right or wrong.
 */
export async function spendSecondFactor(
  ctx: AppContext,
  user: UserRow,
  input: SecondFactorInput,
  client: ClientInfo,
): Promise<SpentFactor | null> {
  await secondFactorThrottle.assertAllowed(ctx.throttle, user.id, client.ip);
  const now = ctx.clock.now();
  const spent = await ctx.db.transaction((tx) => spend(tx, user, input, client, now));
  if (spent) {
    await secondFactorThrottle.clear(ctx.throttle, user.id, client.ip);
    return spent;
  }
  await secondFactorThrottle.countFailure(ctx.throttle, user.id, client.ip);
  await recordAccountEvent(ctx.db, {
    userId: user.id,
    type: 'two_factor_failed',
    client,
    data: { factor: input.recoveryCode === undefined ? 'code' : 'recoveryCode' },
  });
  return null;
}

async function spend(
  db: Database,
  user: UserRow,
  input: SecondFactorInput,
  client: ClientInfo,
  now: Date,
): Promise<SpentFactor | null> {
  if (input.recoveryCode !== undefined) {
    const codeHash = hashRecoveryCode(input.recoveryCode);
    if (!(await spendRecoveryCode(db, user.id, codeHash, now))) return null;
    const left = await countUnusedRecoveryCodes(db, user.id);
    await recordAccountEvent(db, {
      userId: user.id,
      type: 'recovery_code_used',
      client,
      data: { left },
    });
    return 'recoveryCode';
  }
  const step =
    user.totpSecret && input.code ? matchingStep(user.totpSecret, input.code, now) : null;
  if (step === null) return null;
  return (await advanceTotpStep(db, user.id, step)) ? 'code' : null;
}
