import { ERROR_CODES } from '@teamboard/shared';
import type {
  DisableTwoFactorInput,
  RegenerateRecoveryCodesInput,
  TwoFactorSetup,
  TwoFactorSetupInput,
  TwoFactorStatus,
} from '@teamboard/shared/two-factor';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError, badRequest, conflict } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { assertItIsThem } from '../auth/identity-proof.service';
import { updateUser } from '../users/users.repo';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { spendSecondFactor } from './second-factor.service';
import { enrolmentOf, matchingStep, newTotpSecret } from './totp';
import {
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
} from './two-factor.repo';

/** Who asks for a change: their client, and the session whose sign-in may prove it is them. */
interface Caller {
  client: ClientInfo;
  sessionId: string;
}

const alreadyOn = () => conflict('Two-factor sign-in is already on');
const notOn = () => conflict('Two-factor sign-in is not on');
const wrongFactor = (field: 'code' | 'recoveryCode') => {
  const message = field === 'code' ? 'That code is not right' : 'That recovery code is not right';
  return new AppError(400, ERROR_CODES.invalidCredentials, message, [{ field, message }]);
};

export async function twoFactorStatus(ctx: AppContext, user: UserRow): Promise<TwoFactorStatus> {
  return {
    enabled: user.totpEnabledAt !== null,
    passwordRequired: user.passwordHash !== null,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.totpEnabledAt ? await countUnusedRecoveryCodes(ctx.db, user.id) : 0,
  };
}

/**
 * Starts setting up two-factor sign-in once the person proved it is them (assertItIsThem): a new
 * secret waits, unused, until a code from the app confirms it (a set-up started again replaces
 * it). Turning on needs no second proof: only whoever saw this secret can answer with its code.
 */
export async function startTwoFactorSetup(
  ctx: AppContext,
  user: UserRow,
  input: TwoFactorSetupInput,
  sessionId: string,
): Promise<TwoFactorSetup> {
  if (user.totpEnabledAt) throw alreadyOn();
  await assertItIsThem(ctx, user, input.password, sessionId);
  const secret = newTotpSecret();
  await updateUser(ctx.db, user.id, { totpPendingSecret: secret });
  return { secret, ...enrolmentOf(secret, user.email) };
}

/**
 * Turns two-factor sign-in on once a code from the app proves it holds the pending secret, and
 * answers with the new recovery codes (shown this once).
 */
export async function confirmTwoFactor(
  ctx: AppContext,
  user: UserRow,
  code: string,
  client: ClientInfo,
): Promise<string[]> {
  if (user.totpEnabledAt) throw alreadyOn();
  const secret = user.totpPendingSecret;
  if (!secret) throw badRequest('Start setting up two-factor sign-in first');
  const now = ctx.clock.now();
  const step = matchingStep(secret, code, now);
  if (step === null) throw wrongFactor('code');
  return ctx.db.transaction(async (tx) => {
    if (!(await enableTotp(tx, user.id, { secret, step, at: now }))) throw wrongFactor('code');
    await recordAccountEvent(tx, { userId: user.id, type: 'two_factor_enabled', client });
    return storeNewRecoveryCodes(tx, user.id);
  });
}

/**
 * New recovery codes for old ones lost or used up (the password or a recent sign-in, and a code
 * from the app).
 */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  user: UserRow,
  input: RegenerateRecoveryCodesInput,
  { client, sessionId }: Caller,
): Promise<string[]> {
  if (!user.totpEnabledAt) throw notOn();
  await assertItIsThem(ctx, user, input.password, sessionId);
  if (!(await spendSecondFactor(ctx, user, { code: input.code }, client))) {
    throw wrongFactor('code');
  }
  return ctx.db.transaction((tx) => storeNewRecoveryCodes(tx, user.id));
}

/**
 * Turns two-factor sign-in off (the password or a recent sign-in, and a code from the app or a
 * recovery code).
 */
export async function disableTwoFactor(
  ctx: AppContext,
  user: UserRow,
  input: DisableTwoFactorInput,
  { client, sessionId }: Caller,
): Promise<void> {
  if (!user.totpEnabledAt) throw notOn();
  await assertItIsThem(ctx, user, input.password, sessionId);
  if (!(await spendSecondFactor(ctx, user, input, client))) {
    throw wrongFactor(input.recoveryCode === undefined ? 'code' : 'recoveryCode');
  }
  await ctx.db.transaction(async (tx) => {
    await disableTotp(tx, user.id);
    await recordAccountEvent(tx, { userId: user.id, type: 'two_factor_disabled', client });
  });
}

async function storeNewRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode));
  return codes;
}
