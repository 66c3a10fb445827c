import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { admitApiKey } from '../api-keys/api-key-admission';
import { apiKeyClaims } from '../api-keys/api-key-auth.service';
import { looksLikeApiKey } from '../api-keys/api-key-secret';
import { sessionHolds } from '../users/session-user.service';
import { findUserById } from '../users/users.repo';
import { unauthorized } from '../../http/app-error';
import { clientOf, type ClientInfo } from '../../http/client-info';
import { routeChangesBoard, routeWrites } from '../../http/route-effect';
import type { AccessTokenClaims } from '../../http/caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: a personal API key may not call this route, whatever its scope (managing keys,
     * sessions, two-factor sign-in, the password, the email, linked accounts, billing).
     */
    apiKeys?: false;
  }
}

/**
 * preHandler for every /api route: a valid Bearer access token whose session was not ended (a
 * logout: see auth/ended-sessions.ts), or a live personal API key (its limits are checked here,
 * see api-keys/api-key-admission.ts). A write counts against its user's write budget here, once
 * per request (http/write-limit.ts). Nothing else is trusted: the route's gate (or
 * signedInUser, for a route without one) reads the user fresh in its own statement and answers
 * 401 if the session no longer holds, so nothing is taken from the token but its ids.
 */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    const claims = await claimsOf(ctx, token, clientOf(request));
    if (!claims) throw unauthorized();
    request.session = { ...claims, changesBoard: routeChangesBoard(request) };
    if (claims.apiKey) await admitApiKey(request, claims.apiKey);
    if (routeWrites(request)) await request.server.limitWrites(request);
  };
}

/**
 * The claims of an access token or API key, and its user as the database now has them, if the
 * session still holds (used by the realtime handshake).
 */
export async function sessionOfAccessToken(
  ctx: Pick<AppContext, 'accessTokens' | 'endedSessions' | 'db' | 'clock'>,
  token: string | undefined,
  client: ClientInfo,
): Promise<{ claims: AccessTokenClaims; user: UserRow } | undefined> {
  const claims = await claimsOf(ctx, token, client);
  if (!claims) return undefined;
  const user = await findUserById(ctx.db, claims.userId);
  return sessionHolds(claims, user) ? { claims, user } : undefined;
}

/**
 * A valid token's claims, unless its session was ended (a logout, a detected token theft, a
 * revoked key).
 */
async function claimsOf(
  ctx: Pick<AppContext, 'accessTokens' | 'endedSessions' | 'db' | 'clock'>,
  token: string | undefined,
  client: ClientInfo,
): Promise<AccessTokenClaims | undefined> {
  if (!token) return undefined;
  const claims = looksLikeApiKey(token)
    ? await apiKeyClaims(ctx, token, client)
    : await ctx.accessTokens.verify(token);
  if (!claims || ctx.endedSessions.has(claims.sessionId)) return undefined;
  return claims;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
