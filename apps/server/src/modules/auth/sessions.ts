import { randomUUID } from 'node:crypto';
import { ERROR_CODES, REFRESH_TOKEN_TTL_SECONDS, type Session } from '@teamboard/shared';
import { addSeconds } from 'date-fns';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { unauthorized } from '../../http/app-error';
import { presentUser } from '../users/user.presenter';
import { findUserById } from '../users/users.repo';
import { hashToken, randomToken } from './opaque-token';
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeFamily,
} from './refresh-tokens.repo';

const INVALID_REFRESH = 'Invalid or expired refresh token';

/** Starts a new session family for the user: a fresh access token and refresh token. */
export async function createSession(
  ctx: AppContext,
  db: Database,
  user: UserRow,
): Promise<Session> {
  return issueTokens(ctx, db, user, randomUUID());
}

async function issueTokens(
  ctx: AppContext,
  db: Database,
  user: UserRow,
  familyId: string,
): Promise<Session> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: addSeconds(ctx.clock.now(), REFRESH_TOKEN_TTL_SECONDS),
  });
  return {
    user: presentUser(user),
    access_token: await ctx.accessTokens.issue(user.id, user.sessionVersion),
    refresh_token: refreshToken,
  };
}

/**
 * Rotates a refresh token: the presented one is spent and a new one in the same family is
 * returned. Presenting a spent token means it was stolen (or replayed): the family dies.
 */
export async function rotateSession(ctx: AppContext, presented: string): Promise<Session> {
  const now = ctx.clock.now();
  const row = await findRefreshToken(ctx.db, hashToken(presented));
  if (!row || row.revokedAt) throw unauthorized(INVALID_REFRESH, ERROR_CODES.invalidToken);
  if (row.rotatedAt) {
    await revokeFamily(ctx.db, row.familyId, now);
    throw unauthorized(
      'Refresh token was already used. Please login again.',
      ERROR_CODES.invalidToken,
    );
  }
  if (row.expiresAt <= now) throw unauthorized(INVALID_REFRESH, ERROR_CODES.invalidToken);

  const result = await ctx.db.transaction(async (tx) => {
    if (!(await markRotated(tx, row.id, now))) return 'reused' as const;
    const user = await findUserById(tx, row.userId);
    if (!user) return 'gone' as const;
    return issueTokens(ctx, tx, user, row.familyId);
  });
  if (result === 'reused') {
    await revokeFamily(ctx.db, row.familyId, now);
    throw unauthorized(
      'Refresh token was already used. Please login again.',
      ERROR_CODES.invalidToken,
    );
  }
  if (result === 'gone') throw unauthorized(INVALID_REFRESH, ERROR_CODES.invalidToken);
  return result;
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always succeeds. */
export async function endSession(ctx: AppContext, presented: string): Promise<void> {
  const row = await findRefreshToken(ctx.db, hashToken(presented));
  if (row) await revokeFamily(ctx.db, row.familyId, ctx.clock.now());
}
