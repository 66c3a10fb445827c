import { ERROR_CODES } from '@teamboard/shared';
import { differenceInSeconds } from 'date-fns';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { assertCurrentPassword } from './current-password';
import { familyStartedAt } from './refresh-tokens.repo';

/**
 * How recent the session's sign-in must be for an account without a password: long enough to
 * come back from Google and make the change, short enough that a session left open, or stolen
 * later, does not qualify.
 */
const RECENT_SIGN_IN_SECONDS = 10 * 60;

const recentSignInRequired = () =>
  new AppError(
    403,
    ERROR_CODES.recentSignInRequired,
    'Sign in with Google again to continue: this change needs a sign-in from the last 10 minutes.',
  );

/**
 * Before a change to how the account signs in (or where its mail goes), the person proves it is
 * them: the password when the account has one, else (Google only) a sign-in by this session in
 * the last few minutes, so a stolen or forgotten session alone is not enough. Refreshing the
 * session's tokens does not count as signing in.
 */
export async function assertItIsThem(
  ctx: AppContext,
  user: UserRow,
  password: string | undefined,
  sessionId: string,
): Promise<void> {
  if (user.passwordHash) {
    await assertCurrentPassword(ctx, user, password, { field: 'password' });
    return;
  }
  const signedInAt = await familyStartedAt(ctx.db, sessionId);
  const age = signedInAt ? differenceInSeconds(ctx.clock.now(), signedInAt) : Infinity;
  if (age > RECENT_SIGN_IN_SECONDS) throw recentSignInRequired();
}
