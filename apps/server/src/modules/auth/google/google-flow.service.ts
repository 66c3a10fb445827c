import { ERROR_CODES, type GoogleLoginInput, type GoogleStartResponse } from '@teamboard/shared';
import { addMinutes } from 'date-fns';
import * as oidc from 'openid-client';
import type { AppContext } from '../../../context';
import { AppError, notFound } from '../../../http/app-error';
import { randomToken } from '../../../crypto/opaque-token';
import type { GoogleIdentity } from './google-client';
import { insertOauthState, takeOauthState } from './oauth-states.repo';

const PENDING_MINUTES = 10;

/**
 * Where a pending flow is stored: a hash of its state and the binding held by the tab that
 * started it, plus whatever else must match at the end (the account being linked).
 */
export type PendingKey = (state: string, binding: string) => string;

const googleFailed = () =>
  new AppError(400, ERROR_CODES.invalidToken, 'Google sign-in failed. Please try again.');

function googleClient(ctx: AppContext) {
  if (!ctx.google) throw notFound('Google sign-in is not enabled on this server');
  return ctx.google;
}

/**
 * Starts an OpenID Connect flow: remembers state, PKCE verifier and nonce under `keyOf`, and
 * returns Google's URL with the binding the browser must send back with the code.
 */
export async function startGoogleFlow(
  ctx: AppContext,
  keyOf: PendingKey,
): Promise<GoogleStartResponse> {
  const google = googleClient(ctx);
  const pending = {
    state: oidc.randomState(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    nonce: oidc.randomNonce(),
  };
  const binding = randomToken();
  await insertOauthState(ctx.db, {
    stateHash: keyOf(pending.state, binding),
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
    expiresAt: addMinutes(ctx.clock.now(), PENDING_MINUTES),
  });
  return { authorizationUrl: await google.authorizationUrl(pending), binding };
}

/**
 * Finishes a flow started under the same key: takes the pending state (once), exchanges the
 * code and returns the identity, whose email Google must have verified.
 */
export async function finishGoogleFlow(
  ctx: AppContext,
  keyOf: PendingKey,
  input: GoogleLoginInput,
): Promise<GoogleIdentity> {
  const google = googleClient(ctx);
  const pending = await takeOauthState(ctx.db, keyOf(input.state, input.binding), ctx.clock.now());
  if (!pending) throw googleFailed();
  const identity = await google
    .exchange(input.code, { state: input.state, ...pending })
    .catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'google code exchange failed');
      throw googleFailed();
    });
  if (!identity.emailVerified) {
    throw new AppError(
      400,
      ERROR_CODES.invalidCredentials,
      'Your Google email address is not verified',
    );
  }
  return identity;
}
