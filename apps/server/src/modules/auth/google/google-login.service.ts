import type { GoogleLoginInput, GoogleStartResponse, SignInResponse } from '@teamboard/shared';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';
import { conflict } from '../../../http/app-error';
import type { ClientInfo } from '../../../http/client-info';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  updateUser,
} from '../../users/users.repo';
import { recordAccountEvent } from '../../account-activity/account-events.repo';
import { deriveUsername } from '../../users/username.service';
import { hashToken } from '../../../crypto/opaque-token';
import { finishSignIn } from '../finish-sign-in.service';
import type { GoogleIdentity } from './google-client';
import { finishGoogleFlow, startGoogleFlow } from './google-flow.service';

/**
 * A pending sign-in is found by its state and the binding held by the tab that started it,
 * together: a state alone (a callback link sent to a victim) finds nothing.
 */
const pendingKey = (state: string, binding: string) => hashToken(`${state}.${binding}`);

/** Starts a sign-in (see startGoogleFlow). */
export function startGoogleLogin(ctx: AppContext): Promise<GoogleStartResponse> {
  return startGoogleFlow(ctx, pendingKey);
}

/**
 * The account with this address already signs in with another Google identity (the address
 * may have moved to a new Google account, or be someone's alias): taking it over silently would
 * let whoever holds the address now replace the owner's way in.
 */
const linkedToAnotherGoogleAccount = () =>
  conflict(
    'This email address belongs to an account linked to another Google account. Sign in with that Google account or with your password, and link this one in your account settings.',
  );

/**
 * Finishes a sign-in: checks the state, exchanges the code, then signs in the account linked
 * to this Google identity, links it to the account with the same (Google-verified) email when
 * that account has no Google link yet, or creates a verified account.
 */
export async function completeGoogleLogin(
  ctx: AppContext,
  input: GoogleLoginInput,
  client: ClientInfo,
): Promise<SignInResponse> {
  const identity = await finishGoogleFlow(ctx, pendingKey, input);
  return ctx.db.transaction(async (tx) => {
    const user = await accountFor(ctx, tx, identity, client);
    return finishSignIn(ctx, tx, user, client, 'google');
  });
}

async function accountFor(
  ctx: AppContext,
  db: Database,
  identity: GoogleIdentity,
  client: ClientInfo,
): Promise<UserRow> {
  const linked = await findUserByGoogleSub(db, identity.sub);
  if (linked) return linked;
  const existing = await findUserByEmail(db, identity.email);
  if (existing?.googleSub) throw linkedToAnotherGoogleAccount();
  if (existing) return linkExisting(ctx, db, existing, identity, client);
  const name = identity.name?.trim() || identity.email.split('@')[0] || 'Google user';
  return insertUser(db, {
    name,
    email: identity.email,
    username: await deriveUsername(db, name),
    googleSub: identity.sub,
    emailVerifiedAt: ctx.clock.now(),
    avatar: identity.picture ?? null,
  });
}

/**
 * Google has proven the address, so the account is verified. If it was not verified before,
 * whoever set its password never proved the address: that password is dropped, so nobody can
 * pre-register someone else's email and keep a way in. The link shows in the account's activity.
 */
async function linkExisting(
  ctx: AppContext,
  db: Database,
  user: UserRow,
  identity: GoogleIdentity,
  client: ClientInfo,
): Promise<UserRow> {
  const unverified = user.emailVerifiedAt === null;
  const linked = await updateUser(db, user.id, {
    googleSub: identity.sub,
    emailVerifiedAt: user.emailVerifiedAt ?? ctx.clock.now(),
    ...(unverified ? { passwordHash: null } : {}),
  });
  await recordAccountEvent(db, {
    userId: user.id,
    type: 'google_linked',
    client,
    data: { email: identity.email },
  });
  return linked;
}
