import type { GoogleLoginInput, GoogleStartResponse } from '@teamboard/shared';
import type { IntegrationsResponse } from '@teamboard/shared/integrations';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';
import { conflict, notFound } from '../../../http/app-error';
import type { ClientInfo } from '../../../http/client-info';
import { uniqueViolation } from '../../../db/pg-errors';
import { recordAccountEvent } from '../../account-activity/account-events.repo';
import { findUserByGoogleSub, updateUser } from '../../users/users.repo';
import { hashToken } from '../../../crypto/opaque-token';
import { finishGoogleFlow, startGoogleFlow } from './google-flow.service';
import { linkedGoogleEmail } from './linked-google-email.repo';

const takenByAnother = () =>
  conflict('This Google account is already linked to another Teamboard account');
const alreadyLinked = () => conflict('A Google account is already linked');

/**
 * A pending link is stored under the account that started it as well as the state and the
 * tab's binding: only that account can finish it, and a sign-in cannot use it (nor the reverse).
 */
const linkKey = (userId: string) => (state: string, binding: string) =>
  hashToken(`link.${userId}.${state}.${binding}`);

/** What /account/integrations shows of the account's Google sign-in. */
export async function googleIntegration(
  ctx: AppContext,
  db: Database,
  user: UserRow,
): Promise<IntegrationsResponse> {
  const linked = user.googleSub !== null;
  return {
    google: {
      available: ctx.google !== undefined,
      linked,
      email: linked ? await linkedGoogleEmail(db, user.id) : null,
      canUnlink: linked && user.passwordHash !== null,
    },
  };
}

/** Sends the signed-in account to Google to link it; one Google account per account. */
export async function startGoogleLink(
  ctx: AppContext,
  user: UserRow,
): Promise<GoogleStartResponse> {
  if (user.googleSub !== null) throw alreadyLinked();
  return startGoogleFlow(ctx, linkKey(user.id));
}

/**
 * Links the Google identity that came back to the account that started the link, unless it is
 * already another account's way in.
 */
export async function completeGoogleLink(
  ctx: AppContext,
  user: UserRow,
  input: GoogleLoginInput,
  client: ClientInfo,
): Promise<IntegrationsResponse> {
  const identity = await finishGoogleFlow(ctx, linkKey(user.id), input);
  if (user.googleSub !== null) throw alreadyLinked();
  try {
    return await ctx.db.transaction(async (tx) => {
      const owner = await findUserByGoogleSub(tx, identity.sub);
      if (owner && owner.id !== user.id) throw takenByAnother();
      const linked = await updateUser(tx, user.id, { googleSub: identity.sub });
      await recordAccountEvent(tx, {
        userId: user.id,
        type: 'google_linked',
        client,
        data: { email: identity.email },
      });
      return googleIntegration(ctx, tx, linked);
    });
  } catch (error) {
    // Another account took this identity between the check and the update.
    if (uniqueViolation(error) === 'users_google_sub_unique') throw takenByAnother();
    throw error;
  }
}

/** Removes the link, unless Google is the account's only way to sign in. */
export async function unlinkGoogle(
  ctx: AppContext,
  user: UserRow,
  client: ClientInfo,
): Promise<IntegrationsResponse> {
  if (user.googleSub === null) throw notFound('No Google account is linked');
  if (user.passwordHash === null) {
    throw conflict(
      'Google is the only way to sign in to this account. Set a password before unlinking it.',
    );
  }
  return ctx.db.transaction(async (tx) => {
    const email = await linkedGoogleEmail(tx, user.id);
    const unlinked = await updateUser(tx, user.id, { googleSub: null });
    await recordAccountEvent(tx, {
      userId: user.id,
      type: 'google_unlinked',
      client,
      data: email ? { email } : {},
    });
    return googleIntegration(ctx, tx, unlinked);
  });
}
