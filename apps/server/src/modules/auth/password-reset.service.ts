import { ERROR_CODES, type resetPasswordInputSchema } from '@teamboard/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { revokeEveryKey } from '../api-keys/api-keys.service';
import { findUserByEmail, replacePassword } from '../users/users.repo';
import { queuePasswordResetEmail } from './email-links.service';
import { consumeEmailToken } from './email-tokens.repo';
import { hashToken } from '../../crypto/opaque-token';
import { endEverySession } from './sessions.service';
import { PASSWORD_RESET_EMAILS } from './throttle-rules';

type ResetPasswordRequest = z.output<typeof resetPasswordInputSchema>;

/** Emails a reset link when the account exists. Answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  await ctx.throttle.assertAllowed(PASSWORD_RESET_EMAILS, email);
  await ctx.throttle.hit(PASSWORD_RESET_EMAILS, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await ctx.db.transaction((tx) => queuePasswordResetEmail(ctx, tx, user));
  ctx.mail.kick();
}

/**
 * Sets the new password and signs the user out everywhere: every refresh token is revoked
 * and access tokens issued before now stop working. Unless asked not to, the user's API keys
 * are revoked too (whoever knew the old password could have made one). Following the link also
 * proves the email address, so an unverified account becomes verified.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordRequest,
  client: ClientInfo,
): Promise<void> {
  const now = ctx.clock.now();
  const passwordHash = await ctx.passwords.hash(input.newPassword);
  const revokedKeys = await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, 'reset_password', hashToken(input.token), now);
    if (!userId)
      throw new AppError(400, ERROR_CODES.invalidToken, 'Reset link is invalid or has expired');
    await replacePassword(tx, userId, passwordHash, now);
    await endEverySession(tx, userId, now);
    await recordAccountEvent(tx, {
      userId,
      type: 'password_changed',
      client,
      data: { via: 'reset_link' },
    });
    if (!input.revokeApiKeys) return [];
    return revokeEveryKey(tx, userId, { at: now, client, via: 'password_reset' });
  });
  ctx.endedSessions.add(revokedKeys);
}
