import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';

export interface SessionRow {
  familyId: string;
  userAgent: string | null;
  ip: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
}

const toDate = (value: Date | string) => new Date(value);

/**
 * The user's live sessions: refresh token families not revoked and not expired, with the
 * client of their latest token (the last sign-in or refresh), newest sign-in first. A revoked
 * family has every token revoked; its latest token expires last.
 */
export async function liveSessionsOf(
  db: Database,
  userId: string,
  now: Date,
): Promise<SessionRow[]> {
  const latest = <T>(column: typeof refreshTokens.userAgent | typeof refreshTokens.ip) =>
    sql<T>`(array_agg(${column} order by ${refreshTokens.createdAt} desc))[1]`;
  const signedInAt = sql<Date | string>`min(${refreshTokens.createdAt})`;
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      userAgent: latest<string | null>(refreshTokens.userAgent),
      ip: latest<string | null>(refreshTokens.ip),
      signedInAt,
      lastSeenAt: sql<Date | string>`max(${refreshTokens.createdAt})`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .having(
      and(
        sql`bool_and(${refreshTokens.revokedAt} is null)`,
        sql`max(${refreshTokens.expiresAt}) > ${now.toISOString()}`,
      ),
    )
    .orderBy(desc(signedInAt));
  return rows.map((row) => ({
    ...row,
    signedInAt: toDate(row.signedInAt),
    lastSeenAt: toDate(row.lastSeenAt),
  }));
}
