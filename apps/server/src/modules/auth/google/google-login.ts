import {
  ERROR_CODES,
  type GoogleLoginInput,
  type GoogleStartResponse,
  type SignInResponse,
} from '@teamboard/shared';
import { addMinutes } from 'date-fns';
import * as oidc from 'openid-client';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema/index';
import { AppError, notFound } from '../../../http/app-error';
import type { ClientInfo } from '../../../http/client-info';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  updateUser,
} from '../../users/users.repo';
import { deriveUsername } from '../../users/username';
import { hashToken, randomToken } from '../opaque-token';
import { finishSignIn } from '../finish-sign-in';
import type { GoogleIdentity } from './google-client';
import { insertOauthState, takeOauthState } from './oauth-states.repo';

const PENDING_MINUTES = 10;

const failed = () =>
  new AppError(400, ERROR_CODES.invalidToken, 'Google sign-in failed. Please try again.');

function googleClient(ctx: AppContext) {
  if (!ctx.google) throw notFound('Google sign-in is not enabled on this server');
  return ctx.google;
}

/**
 * A pending sign-in is found by its state and the binding held by the tab that started it,
 * together: a state alone (a callback link sent to a victim) finds nothing.
 */
const pendingKey = (state: string, binding: string) => hashToken(`${state}.${binding}`);

/**
 * Starts a sign-in: remembers state, PKCE verifier and nonce, and returns Google's URL with the
 * binding the browser must send back with the code.
 */
export async function startGoogleLogin(ctx: AppContext): Promise<GoogleStartResponse> {
  const google = googleClient(ctx);
  const pending = {
    state: oidc.randomState(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    nonce: oidc.randomNonce(),
  };
  const binding = randomToken();
  await insertOauthState(ctx.db, {
    stateHash: pendingKey(pending.state, binding),
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
    expiresAt: addMinutes(ctx.clock.now(), PENDING_MINUTES),
  });
  return { authorizationUrl: await google.authorizationUrl(pending), binding };
}

/**
 * Finishes a sign-in: checks the state, exchanges the code, then signs in the account linked
 * to this Google identity, links it to the account with the same (Google-verified) email, or
 * creates a verified account.
 */
export async function completeGoogleLogin(
  ctx: AppContext,
  input: GoogleLoginInput,
  client: ClientInfo,
): Promise<SignInResponse> {
  const google = googleClient(ctx);
  const pending = await takeOauthState(
    ctx.db,
    pendingKey(input.state, input.binding),
    ctx.clock.now(),
  );
  if (!pending) throw failed();
  const identity = await google
    .exchange(input.code, { state: input.state, ...pending })
    .catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'google code exchange failed');
      throw failed();
    });
  if (!identity.emailVerified) {
    throw new AppError(
      400,
      ERROR_CODES.invalidCredentials,
      'Your Google email address is not verified',
    );
  }
  return ctx.db.transaction(async (tx) => {
    const user = await accountFor(ctx, tx, identity);
    return finishSignIn(ctx, tx, user, client, 'google');
  });
}

async function accountFor(
  ctx: AppContext,
  db: Database,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const linked = await findUserByGoogleSub(db, identity.sub);
  if (linked) return linked;
  const existing = await findUserByEmail(db, identity.email);
  if (existing) return linkExisting(ctx, db, existing, identity);
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
 * pre-register someone else's email and keep a way in.
 */
function linkExisting(
  ctx: AppContext,
  db: Database,
  user: UserRow,
  identity: GoogleIdentity,
): Promise<UserRow> {
  const unverified = user.emailVerifiedAt === null;
  return updateUser(db, user.id, {
    googleSub: identity.sub,
    emailVerifiedAt: user.emailVerifiedAt ?? ctx.clock.now(),
    ...(unverified ? { passwordHash: null } : {}),
  });
}
