import { ERROR_CODES } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { PASSWORD_CHANGE_FAILURES } from './throttle-rules';

/**
 * Checks the signed-in user's password before a change to how they sign in: at most 5 wrong
 * ones per 15 minutes, so a stolen session cannot become a password oracle; a right one clears
 * the count. A wrong one is a 400 on `field` saying `message`; an account with no password has
 * nothing to match.
 */
export async function assertCurrentPassword(
  ctx: AppContext,
  user: UserRow,
  password: string | undefined,
  { field, message = 'Password is incorrect' }: { field: string; message?: string },
): Promise<void> {
  await ctx.throttle.assertAllowed(PASSWORD_CHANGE_FAILURES, user.id);
  if (password && user.passwordHash && (await ctx.passwords.verify(user.passwordHash, password))) {
    await ctx.throttle.reset(PASSWORD_CHANGE_FAILURES, user.id);
    return;
  }
  await ctx.throttle.hit(PASSWORD_CHANGE_FAILURES, user.id);
  throw new AppError(400, ERROR_CODES.invalidCredentials, message, [{ field, message }]);
}
