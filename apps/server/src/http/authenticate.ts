import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema/index';
import { findUserById } from '../modules/users/users.repo';
import { unauthorized } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook; read it through requireUser(). */
    currentUser: UserRow | null;
  }
}

/**
 * preHandler for every /api route: a valid Bearer access token whose user still exists and
 * whose session version (bumped by a password change or reset) still matches. The user row is read fresh
 * from the database on every request, so nothing is trusted from the token but the id.
 */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = await userOfAccessToken(ctx, bearerToken(request.headers.authorization));
    if (!user) throw unauthorized();
    request.currentUser = user;
  };
}

/** The user an access token stands for, or undefined (also used by the realtime handshake). */
export async function userOfAccessToken(
  ctx: Pick<AppContext, 'accessTokens' | 'db'>,
  token: string | undefined,
): Promise<UserRow | undefined> {
  if (!token) return undefined;
  const claims = await ctx.accessTokens.verify(token);
  if (!claims) return undefined;
  const user = await findUserById(ctx.db, claims.userId);
  return user?.sessionVersion === claims.version ? user : undefined;
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
