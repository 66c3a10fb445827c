import { ERROR_CODES, type Session } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../http/client-info';
import { AppError } from '../../http/app-error';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repo';
import { queueVerificationEmail } from './email-links.service';
import { consumeEmailToken } from './email-tokens.repo';
import { hashToken } from '../../crypto/opaque-token';
import { signedInSession } from './finish-sign-in.service';
import { VERIFICATION_EMAILS } from './throttle-rules';

const invalidLink = () =>
  new AppError(400, ERROR_CODES.invalidToken, 'Verification link is invalid or has expired');

/** Spends the emailed token, marks the email verified and signs the user in. */
export async function verifyEmail(
  ctx: AppContext,
  token: string,
  client: ClientInfo,
): Promise<Session> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, 'verify_email', hashToken(token), now);
    if (!userId) throw invalidLink();
    const user = await findUserById(tx, userId);
    if (!user) throw invalidLink();
    const verified = user.emailVerifiedAt
      ? user
      : await updateUser(tx, user.id, { emailVerifiedAt: now });
    return signedInSession(ctx, tx, verified, client, { method: 'email_link', twoFactor: false });
  });
}

/** Sends a fresh link to an unverified account. Answers the same whether or not the email exists. */
export async function resendVerification(ctx: AppContext, email: string): Promise<void> {
  await ctx.throttle.assertAllowed(VERIFICATION_EMAILS, email);
  await ctx.throttle.hit(VERIFICATION_EMAILS, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt) return;
  await ctx.db.transaction((tx) => queueVerificationEmail(ctx, tx, user));
  ctx.mail.kick();
}
