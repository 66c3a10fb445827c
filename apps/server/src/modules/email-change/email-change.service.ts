import { ERROR_CODES } from '@teamboard/shared';
import {
  EMAIL_CHANGE_TTL_SECONDS,
  type ChangeEmailInput,
  type EmailChangeConfirmed,
} from '@teamboard/shared/email-change';
import { addSeconds } from 'date-fns';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { uniqueViolation } from '../../db/pg-errors';
import { AppError, badRequest } from '../../http/app-error';
import type { ClientInfo } from '../../http/client-info';
import { enqueueEmail } from '../../mail/outbox';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { consumeEmailToken, insertEmailToken, retireEmailTokens } from '../auth/email-tokens.repo';
import { assertItIsThem } from '../auth/identity-proof.service';
import { emailTaken } from '../auth/registration.service';
import type { ThrottleRule } from '../auth/throttle.service';
import { findUserByEmail, findUserById, updateUser } from '../users/users.repo';
import {
  confirmEmailChangeEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
} from './email-change-emails';
import { newEmailChangeToken, readEmailChangeToken } from './email-change-token';

/** Change requests per account, like the other emails we send on request. */
const EMAIL_CHANGE_REQUESTS: ThrottleRule = {
  name: 'email-change',
  limit: 5,
  windowSeconds: 60 * 60,
};

const invalidLink = () =>
  new AppError(400, ERROR_CODES.invalidToken, 'Email change link is invalid or has expired');

/**
 * Sends a confirmation link to the new address and tells the current one; nothing changes until
 * the link is followed. A wrong password counts with the password change's wrong guesses.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: UserRow,
  input: ChangeEmailInput,
  sessionId: string,
): Promise<void> {
  await ctx.throttle.assertAllowed(EMAIL_CHANGE_REQUESTS, user.id);
  await assertItIsThem(ctx, user, input.password, sessionId);
  if (input.email === user.email.toLowerCase())
    throw badRequest('That is already your email', [
      { field: 'email', message: 'That is already your email' },
    ]);
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  await ctx.throttle.hit(EMAIL_CHANGE_REQUESTS, user.id);
  const now = ctx.clock.now();
  const { token, tokenHash } = newEmailChangeToken(input.email);
  await ctx.db.transaction(async (tx) => {
    await retireEmailTokens(tx, user.id, 'change_email', now);
    await insertEmailToken(tx, {
      userId: user.id,
      purpose: 'change_email',
      tokenHash,
      expiresAt: addSeconds(now, EMAIL_CHANGE_TTL_SECONDS),
    });
    const link = `${ctx.config.appUrl}/confirm-email/${token}`;
    await enqueueEmail(tx, confirmEmailChangeEmail(input.email, user.name, link));
    await enqueueEmail(tx, emailChangeRequestedEmail(user.email, user.name, input.email));
  });
  ctx.mail.kick();
}

/**
 * Follows the link: the email changes (and counts as verified: the link proved it), the previous
 * address is told, and the change goes into the account's activity. Works once; an address taken
 * meanwhile is refused and leaves the link usable.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  token: string,
  client: ClientInfo,
): Promise<EmailChangeConfirmed> {
  const read = readEmailChangeToken(token);
  if (!read) throw invalidLink();
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const userId = await consumeEmailToken(tx, 'change_email', read.tokenHash, now);
      const user = userId ? await findUserById(tx, userId) : undefined;
      if (!user) throw invalidLink();
      if (await findUserByEmail(tx, read.email)) throw emailTaken();
      await updateUser(tx, user.id, { email: read.email, emailVerifiedAt: now });
      await recordAccountEvent(tx, {
        userId: user.id,
        type: 'email_changed',
        client,
        data: { from: user.email, to: read.email },
      });
      await enqueueEmail(tx, emailChangedEmail(user.email, user.name, read.email));
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_lower_unique') throw emailTaken();
    throw error;
  }
  ctx.mail.kick();
  return { email: read.email };
}
