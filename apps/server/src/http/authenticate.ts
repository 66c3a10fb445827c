import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema/index';
import type { AccessTokenClaims } from '../modules/auth/access-token';
import { findUserById } from '../modules/users/users.repo';
import { unauthorized } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook; read it through requireUser(). */
    currentUser: UserRow | null;
    /** A valid token's claims, set by the authenticate hook for a gate that reads the user. */
    accessClaims: AccessTokenClaims | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's permission gate reads the user in its own statement and hands it to
     * acceptUser: one statement less on the hottest routes (a task move).
     */
    userReadByGate?: boolean;
  }
}

/**
 * preHandler for every /api route: a valid Bearer access token whose user still exists and
 * whose session version (bumped by a password change or reset) still matches, and whose session
 * was not ended (a logout: see auth/ended-sessions.ts). The user row is read fresh
 * from the database on every request, so nothing is trusted from the token but the id.
 */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const claims = await claimsOf(ctx, bearerToken(request.headers.authorization));
    if (!claims) throw unauthorized();
    request.accessClaims = claims;
    if (request.routeOptions.config.userReadByGate) return;
    acceptUser(request, await findUserById(ctx.db, claims.userId), claims);
  };
}

/**
 * Makes `user` (read fresh by the route's gate) the signed-in user, if it is the token's and its
 * session still holds; else 401, as the hook would have answered.
 */
export function acceptUser(
  request: FastifyRequest,
  user: UserRow | null | undefined,
  claims = request.accessClaims,
): UserRow {
  if (!sessionHolds(claims, user)) throw unauthorized();
  request.currentUser = user;
  return user;
}

/** The user is the token's, and no password change or reset has ended the token's session. */
export function sessionHolds(
  claims: AccessTokenClaims | null | undefined,
  user: UserRow | null | undefined,
): user is UserRow {
  return !!claims && !!user && user.id === claims.userId && user.sessionVersion === claims.version;
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

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
