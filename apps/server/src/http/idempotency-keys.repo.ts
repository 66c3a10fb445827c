import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

interface Claim {
  caller: string;
  key: string;
  fingerprint: string;
  now: Date;
  expiresAt: Date;
  /** An unanswered claim made before this is taken over: its request died with its process. */
  abandonedBefore: Date;
}

/**
 * Claims the key for a first request: a new row, or one whose day is over or whose request was
 * abandoned. Answers whether it was claimed; of two racing requests, one statement wins.
 */
export async function claimIdempotencyKey(db: Database, claim: Claim): Promise<boolean> {
  const { caller, key, fingerprint, now, expiresAt, abandonedBefore } = claim;
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ caller, key, fingerprint, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.key],
      set: { fingerprint, status: null, body: null, createdAt: now, expiresAt },
      setWhere: or(
        lte(idempotencyKeys.expiresAt, now),
        and(isNull(idempotencyKeys.status), lte(idempotencyKeys.createdAt, abandonedBefore)),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findIdempotencyKey(
  db: Database,
  caller: string,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveIdempotentAnswer(
  db: Database,
  { caller, key, status, body }: { caller: string; key: string; status: number; body: string },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(eq(idempotencyKeys.caller, caller), eq(idempotencyKeys.key, key)));
}

/** Lets the key be used again, as if never sent (the first request failed on our side). */
export async function releaseIdempotencyKey(
  db: Database,
  caller: string,
  key: string,
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.caller, caller),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.status),
      ),
    );
}

export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
