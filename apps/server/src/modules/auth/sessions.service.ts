import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  type Session,
} from '@teamboard/shared';
import { addSeconds, min } from 'date-fns';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { ClientInfo } from '../../http/client-info';
import { unauthorized } from '../../http/app-error';
import { announceUserChange } from '../../events/user-events';
import { presentUser } from '../users/user.presenter';
import { findUserById } from '../users/users.repo';
import { hashToken, randomToken } from '../../crypto/opaque-token';
import {
  familyStartedAt,
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeAllForUser,
  revokeFamilies,
  type RefreshTokenRow,
} from './refresh-tokens.repo';

const invalidRefresh = () =>
  unauthorized('Invalid or expired refresh token', ERROR_CODES.invalidToken);
const reusedRefresh = () =>
  unauthorized('Refresh token was already used. Please login again.', ERROR_CODES.invalidToken);

/**
 * Starts a new session family for the user, on the client that asked: a fresh access token and
 * refresh token.
 */
export async function createSession(
  ctx: AppContext,
  db: Database,
  user: UserRow,
  client: ClientInfo,
): Promise<Session> {
  return issueTokens(ctx, db, user, client, {
    familyId: randomUUID(),
    signedInAt: ctx.clock.now(),
  });
}

/**
 * A new pair in the family. The refresh token lives REFRESH_TOKEN_TTL_SECONDS, but never past
 * SESSION_MAX_AGE_SECONDS after the sign-in: a stolen token cannot be rotated forever.
 */
async function issueTokens(
  ctx: AppContext,
  db: Database,
  user: UserRow,
  client: ClientInfo,
  { familyId, signedInAt }: { familyId: string; signedInAt: Date },
): Promise<Session> {
  const now = ctx.clock.now();
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    createdAt: now,
    userAgent: client.userAgent,
    ip: client.ip,
    expiresAt: min([
      addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
      addSeconds(signedInAt, SESSION_MAX_AGE_SECONDS),
    ]),
  });
  return {
    user: presentUser(user),
    access_token: await ctx.accessTokens.issue(user.id, user.sessionVersion, familyId),
    refresh_token: refreshToken,
  };
}

/**
 * Rotates a refresh token: the presented one is spent and a new one in the same family is
 * returned. Presenting a spent token means it was stolen (or replayed): the family dies, unless
 * it was spent a moment ago (two tabs refreshing at once), which gets a pair of its own.
 */
export async function rotateSession(
  ctx: AppContext,
  presented: string,
  client: ClientInfo,
): Promise<Session> {
  const now = ctx.clock.now();
  const row = await findRefreshToken(ctx.db, hashToken(presented));
  if (!row || row.revokedAt || row.expiresAt <= now) throw invalidRefresh();

  const result = await ctx.db.transaction(async (tx) => {
    const spentNow = row.rotatedAt === null && (await markRotated(tx, row.id, now));
    if (!spentNow) {
      const current = await findRefreshToken(tx, row.tokenHash);
      if (!current || current.revokedAt) return 'revoked' as const;
      if (!spentWithinGrace(current, now)) return 'reused' as const;
    }
    const user = await findUserById(tx, row.userId);
    const signedInAt = await familyStartedAt(tx, row.familyId);
    if (!user || !signedInAt) return 'revoked' as const;
    return issueTokens(ctx, tx, user, client, { familyId: row.familyId, signedInAt });
  });
  if (result === 'revoked') throw invalidRefresh();
  if (result === 'reused') {
    await endFamilies(ctx, row.userId, [row.familyId]);
    throw reusedRefresh();
  }
  return result;
}

function spentWithinGrace(row: RefreshTokenRow, now: Date): boolean {
  if (!row.rotatedAt) return false;
  return now < addSeconds(row.rotatedAt, REFRESH_REUSE_GRACE_SECONDS);
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always succeeds. */
export async function endSession(ctx: AppContext, presented: string): Promise<void> {
  const row = await findRefreshToken(ctx.db, hashToken(presented));
  if (row) await endFamilies(ctx, row.userId, [row.familyId]);
}

/** Session ids per announcement: a notification's payload must stay under 8,000 bytes. */
const ANNOUNCED_PER_CHANGE = 100;

/**
 * Revokes the user's families and ends their sessions on every channel: their access tokens are
 * refused by every process from now on, and their open sockets are closed. `alongside` runs in
 * the same transaction (the account event of a sign-out).
 */
export async function endFamilies(
  ctx: AppContext,
  userId: string,
  familyIds: string[],
  alongside?: (tx: Database) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await revokeFamilies(tx, familyIds, ctx.clock.now());
    for (let start = 0; start < familyIds.length; start += ANNOUNCED_PER_CHANGE) {
      await announceUserChange(tx, userId, familyIds.slice(start, start + ANNOUNCED_PER_CHANGE));
    }
    await alongside?.(tx);
  });
  // This process refuses them at once; the others as soon as they hear the announcement.
  ctx.endedSessions.add(familyIds);
}

/**
 * Ends every session of the user (a password change or reset), inside the caller's transaction,
 * which also bumps the user's session version: their open sockets close on every process.
 */
export async function endEverySession(db: Database, userId: string, at: Date): Promise<void> {
  await revokeAllForUser(db, userId, at);
  await announceUserChange(db, userId);
}
