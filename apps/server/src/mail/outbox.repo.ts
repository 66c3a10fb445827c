import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox, type OutboxEmail } from '../db/schema/index';

type NewOutboxEmail = Pick<
  typeof emailOutbox.$inferInsert,
  'toAddress' | 'subject' | 'textBody' | 'htmlBody'
>;

export async function insertOutboxEmail(db: Database, email: NewOutboxEmail): Promise<void> {
  await db.insert(emailOutbox).values(email);
}

/** When the longest-waiting email due by `now` was due; undefined when none waits. */
export async function oldestDueEmail(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ dueAt: min(emailOutbox.nextAttemptAt) })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)));
  return row?.dueAt ?? undefined;
}

/**
 * Claims up to `limit` emails due by `now`, pushing their next attempt to `lease` (and counting
 * the attempt) so no other process picks the same rows while this one sends.
 */
export async function claimDueEmails(
  db: Database,
  now: Date,
  lease: Date,
  limit: number,
): Promise<OutboxEmail[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({ nextAttemptAt: lease, attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        inArray(
          emailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markEmailSent(db: Database, id: string, sentAt: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt, lastError: null })
    .where(eq(emailOutbox.id, id));
}

/** A failed attempt: tried again at `nextAttemptAt`, unless the worker `gaveUp`. */
export async function markEmailFailed(
  db: Database,
  id: string,
  failure: { gaveUp: boolean; lastError: string; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: failure.gaveUp ? 'failed' : 'pending',
      lastError: failure.lastError,
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(emailOutbox.id, id));
}
