import { EMAIL_VERIFICATION_TTL_SECONDS, PASSWORD_RESET_TTL_SECONDS } from '@teamboard/shared';
import { addSeconds } from 'date-fns';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { enqueueEmail } from '../../mail/outbox';
import { passwordResetEmail, verificationEmail } from './auth-emails';
import { insertEmailToken, retireEmailTokens, type EmailTokenPurpose } from './email-tokens.repo';
import { hashToken, randomToken } from '../../crypto/opaque-token';

/** Creates a single-use link token (retiring the user's earlier ones) and returns the raw token. */
async function issueLinkToken(
  ctx: AppContext,
  db: Database,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlSeconds: number,
): Promise<string> {
  const now = ctx.clock.now();
  const token = randomToken();
  await retireEmailTokens(db, userId, purpose, now);
  await insertEmailToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: addSeconds(now, ttlSeconds),
  });
  return token;
}

/** Queues the verification email in the caller's transaction. */
export async function queueVerificationEmail(
  ctx: AppContext,
  db: Database,
  user: UserRow,
): Promise<void> {
  const token = await issueLinkToken(
    ctx,
    db,
    user.id,
    'verify_email',
    EMAIL_VERIFICATION_TTL_SECONDS,
  );
  const link = `${ctx.config.appUrl}/signup/verify/${token}`;
  await enqueueEmail(db, verificationEmail(user.email, user.name, link));
}

/** Queues the password-reset email in the caller's transaction. */
export async function queuePasswordResetEmail(
  ctx: AppContext,
  db: Database,
  user: UserRow,
): Promise<void> {
  const token = await issueLinkToken(
    ctx,
    db,
    user.id,
    'reset_password',
    PASSWORD_RESET_TTL_SECONDS,
  );
  const link = `${ctx.config.appUrl}/reset-password/${token}`;
  await enqueueEmail(db, passwordResetEmail(user.email, user.name, link));
}
