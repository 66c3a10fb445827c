import type { SecondFactorInput } from '@teamboard/shared/two-factor';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { TWO_FACTOR_FAILURES } from '../auth/throttle-rules';
import { hashRecoveryCode } from './recovery-codes';
import { matchingStep } from './totp';
import { advanceTotpStep, countUnusedRecoveryCodes, spendRecoveryCode } from './two-factor.repo';

export type SpentFactor = 'code' | 'recoveryCode';

/**
 * Checks and spends one of the user's second factors: an authenticator code (never of a step
 * already used) or an unused recovery code. A wrong one is recorded and counts against the
 * account's TWO_FACTOR_FAILURES (null then); past that limit every try is 429, right or wrong.
 */
export async function spendSecondFactor(
  ctx: AppContext,
  user: UserRow,
  input: SecondFactorInput,
  client: ClientInfo,
): Promise<SpentFactor | null> {
  await ctx.throttle.assertAllowed(TWO_FACTOR_FAILURES, user.id);
  const now = ctx.clock.now();
  const spent = await ctx.db.transaction((tx) => spend(tx, user, input, client, now));
  if (spent) return spent;
  await ctx.throttle.hit(TWO_FACTOR_FAILURES, user.id);
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
