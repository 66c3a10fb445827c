import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { unauthorized } from '../../http/app-error';
import { findUserById } from './users.repo';
import { sessionOf, type AccessTokenClaims } from '../../http/caller';

/** The user is the token's, and no password change or reset has ended the token's session. */
export function sessionHolds(
  claims: AccessTokenClaims,
  user: UserRow | null | undefined,
): user is UserRow {
  return !!user && user.id === claims.userId && user.sessionVersion === claims.version;
}

/**
 * `user`, read fresh from the database by whoever holds the claims, as the signed-in user; 401 if
 * the session no longer holds (the user is gone, or their password changed since the token).
 */
export function signedIn(claims: AccessTokenClaims, user: UserRow | null | undefined): UserRow {
  if (!sessionHolds(claims, user)) throw unauthorized();
  return user;
}

/**
 * The signed-in user, read fresh from the database, for a route with no resource gate to read
 * them (or one that reads something before its gate); 401 if the session no longer holds.
 */
export async function signedInUser(db: Database, request: FastifyRequest): Promise<UserRow> {
  const claims = sessionOf(request);
  return signedIn(claims, await findUserById(db, claims.userId));
}
