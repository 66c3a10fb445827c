import { and, eq, gt, inArray, isNull, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Database,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** When the family's first token was issued: the sign-in the family stands for. */
export async function familyStartedAt(db: Database, familyId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ startedAt: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return row?.startedAt ?? undefined;
}

/** Marks a token rotated only if nobody else did first; false means it was already used. */
export async function markRotated(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamilies(db: Database, familyIds: string[], at: Date): Promise<void> {
  if (familyIds.length === 0) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(inArray(refreshTokens.familyId, familyIds), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Each refresh token family revoked after `since`, with when it was revoked. */
export async function familiesRevokedSince(
  db: Database,
  since: Date,
): Promise<{ familyId: string; revokedAt: Date | null }[]> {
  return db
    .selectDistinct({ familyId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(gt(refreshTokens.revokedAt, since));
}
