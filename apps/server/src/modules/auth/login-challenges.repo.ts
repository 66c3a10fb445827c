import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginChallenges } from '../../db/schema/index';

export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

/** Stores a new challenge, and drops the expired ones (nobody can use them any more). */
export async function insertLoginChallenge(
  db: Database,
  values: typeof loginChallenges.$inferInsert,
  now: Date,
): Promise<void> {
  await db.delete(loginChallenges).where(lte(loginChallenges.expiresAt, now));
  await db.insert(loginChallenges).values(values);
}

export async function findLoginChallenge(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<LoginChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.tokenHash, tokenHash), gt(loginChallenges.expiresAt, now)));
  return row;
}

export async function countChallengeAttempt(db: Database, tokenHash: string): Promise<void> {
  await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(eq(loginChallenges.tokenHash, tokenHash));
}

/** Spends the challenge; false when it was already spent (the same code sent twice at once). */
export async function takeLoginChallenge(db: Database, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.tokenHash, tokenHash))
    .returning({ tokenHash: loginChallenges.tokenHash });
  return rows.length === 1;
}
