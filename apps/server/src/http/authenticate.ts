import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema/index';
import type { AccessTokenClaims } from '../modules/auth/access-token';
import { sessionHolds, signedIn } from '../modules/auth/session-user';
import { findUserById } from '../modules/users/users.repo';
import { unauthorized } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: a personal API key may not call this route, whatever its scope (managing keys,
     * sessions, two-factor sign-in, the password, the email, linked accounts, billing).
     */
    apiKeys?: false;
  }
  interface FastifyRequest {
    /** A verified access token's claims, set by the authenticate hook; read it via sessionOf. */
    session: AccessTokenClaims | null;
  }
}

/**
 * preHandler for every /api route: a valid Bearer access token whose session was not ended (a
 * logout: see auth/ended-sessions.ts). Nothing is read from the database here: the route's gate
 * (or signedInUser, for a route without one) reads the user fresh in its own statement and
 * answers 401 if the session no longer holds, so nothing is trusted from the token but its ids.
 */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const claims = await claimsOf(ctx, bearerToken(request.headers.authorization));
    if (!claims) throw unauthorized();
    request.session = claims;
  };
}

/** The claims the authenticate hook verified; what every gate takes. */
export function sessionOf(request: FastifyRequest): AccessTokenClaims {
  if (!request.session) throw unauthorized();
  return request.session;
}

/**
 * The signed-in user, read fresh from the database, for a route with no resource gate to read
 * them (or one that reads something before its gate); 401 if the session no longer holds.
 */
export async function signedInUser(db: Database, request: FastifyRequest): Promise<UserRow> {
  const claims = sessionOf(request);
  return signedIn(claims, await findUserById(db, claims.userId));
}

/**
 * The claims of an access token, and its user as the database now has them, if the session still
 * holds (used by the realtime handshake).
 */
export async function sessionOfAccessToken(
  ctx: Pick<AppContext, 'accessTokens' | 'endedSessions' | 'db'>,
  token: string | undefined,
): Promise<{ claims: AccessTokenClaims; user: UserRow } | undefined> {
  const claims = await claimsOf(ctx, token);
  if (!claims) return undefined;
  const user = await findUserById(ctx.db, claims.userId);
  return sessionHolds(claims, user) ? { claims, user } : undefined;
}

/** A valid token's claims, unless its session was ended (a logout, a detected token theft). */
async function claimsOf(
  ctx: Pick<AppContext, 'accessTokens' | 'endedSessions'>,
  token: string | undefined,
): Promise<AccessTokenClaims | undefined> {
  const claims = token ? await ctx.accessTokens.verify(token) : undefined;
  if (!claims || ctx.endedSessions.has(claims.sessionId)) return undefined;
  return claims;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
