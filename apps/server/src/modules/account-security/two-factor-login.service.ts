import { ERROR_CODES, type Session } from '@teamboard/shared';
import type { TwoFactorLoginInput } from '@teamboard/shared/two-factor';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../http/client-info';
import { unauthorized } from '../../http/app-error';
import { spendSecondFactor } from './second-factor.service';
import { findUserById } from '../users/users.repo';
import { challengeMethod, signedInSession } from '../auth/finish-sign-in.service';
import {
  countChallengeAttempt,
  findLoginChallenge,
  takeLoginChallenge,
} from '../auth/login-challenges.repo';
import { hashToken } from '../../crypto/opaque-token';

/** Wrong codes one challenge takes before the password must be given again. */
const ATTEMPTS_PER_CHALLENGE = 5;

const expired = () =>
  unauthorized('This sign-in has expired. Please log in again.', ERROR_CODES.invalidToken);
const wrongCode = (input: TwoFactorLoginInput) =>
  unauthorized(
    input.recoveryCode === undefined ? 'Invalid code' : 'Invalid recovery code',
    ERROR_CODES.invalidCredentials,
  );

/**
 * The second step of a sign-in with two-factor on: the challenge from the first step and a code
 * from the authenticator app (or a recovery code) give the session. Wrong codes count against
 * the challenge, and against the client's address on the account (second-factor.ts).
 */
export async function completeTwoFactorLogin(
  ctx: AppContext,
  input: TwoFactorLoginInput,
  client: ClientInfo,
): Promise<Session> {
  const tokenHash = hashToken(input.challenge);
  const challenge = await findLoginChallenge(ctx.db, tokenHash, ctx.clock.now());
  if (!challenge) throw expired();
  if (challenge.attempts >= ATTEMPTS_PER_CHALLENGE) {
    throw unauthorized('Too many wrong codes. Please log in again.', ERROR_CODES.invalidToken);
  }
  const user = await findUserById(ctx.db, challenge.userId);
  if (!user?.totpEnabledAt) throw expired();
  if (!(await spendSecondFactor(ctx, user, input, client))) {
    await countChallengeAttempt(ctx.db, tokenHash);
    throw wrongCode(input);
  }
  const session = await ctx.db.transaction(async (tx) => {
    if (!(await takeLoginChallenge(tx, tokenHash))) return null;
    const method = challengeMethod(input.challenge);
    return signedInSession(ctx, tx, user, client, { method, twoFactor: true });
  });
  if (!session) throw expired();
  return session;
}
