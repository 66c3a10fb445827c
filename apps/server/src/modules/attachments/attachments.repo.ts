import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  attachments,
  storedFileDeletions,
  users,
  type AttachmentRow,
  type UserRow,
} from '../../db/schema/index';

export type NewAttachment = Omit<AttachmentRow, 'createdAt'>;
export interface AttachmentWithUploader {
  attachment: AttachmentRow;
  uploader: UserRow | null;
}

/** How long an upload in progress may take before the sweep takes its bytes for left behind. */
const UPLOAD_GRACE = sql`interval '1 hour'`;
/** How long the sweep holds the keys it took: past it, another run tries them again. */
const SWEEP_LEASE = sql`interval '10 minutes'`;

/**
 * Marks keys about to be written as left behind unless their attachment row is written within
 * the hour (insertAttachment takes them off): a server that dies mid-upload leaves nothing for
 * good.
 */
export async function holdKeysOfUpload(db: Database, keys: string[]): Promise<void> {
  await db
    .insert(storedFileDeletions)
    .values(keys.map((key) => ({ key, dueAt: sql`now() + ${UPLOAD_GRACE}` })))
    .onConflictDoNothing();
}

/** Uploads that will not be recorded: their bytes are due for the sweep now. */
export async function releaseKeysOfUpload(db: Database, keys: string[]): Promise<void> {
  await inChunks(keys, (chunk) =>
    db
      .update(storedFileDeletions)
      .set({ dueAt: sql`now()` })
      .where(inArray(storedFileDeletions.key, chunk)),
  );
}

/**
 * Records an attachment and keeps its bytes (its keys leave the sweep's list). Undefined when
 * its task is gone: the task row is locked first, so it cannot go while the row is written. The
 * lock is the one the card-stamping trigger takes anyway (an update of the task row): two uploads
 * to one task queue here instead of deadlocking there.
 */
export async function insertAttachment(
  tx: Database,
  values: NewAttachment,
): Promise<AttachmentRow | undefined> {
  const task = await rawRows(
    tx,
    sql`select 1 from tasks where id = ${values.taskId} for no key update`,
  );
  if (task.length === 0) return undefined;
  const [row] = await tx.insert(attachments).values(values).returning();
  await keepStoredFiles(tx, [row ?? values]);
  return row;
}

/** The bytes of attachments just recorded stay: their keys leave the sweep's list. */
export async function keepStoredFiles(
  tx: Database,
  recorded: Pick<AttachmentRow, 'storageKey' | 'thumbnailKey'>[],
): Promise<void> {
  const keys = recorded.flatMap((row) =>
    row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey],
  );
  await inChunks(keys, (chunk) =>
    tx.delete(storedFileDeletions).where(inArray(storedFileDeletions.key, chunk)),
  );
}

/** Keys per statement: well under PostgreSQL's 65,535 parameters (an import names thousands). */
const KEYS_PER_STATEMENT = 1_000;

async function inChunks(keys: string[], run: (chunk: string[]) => Promise<unknown>) {
  for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT) {
    await run(keys.slice(start, start + KEYS_PER_STATEMENT));
  }
}

/** A task's attachments with their uploaders, newest first. */
export async function attachmentsOfTask(
  db: Database,
  taskId: string,
): Promise<AttachmentWithUploader[]> {
  return db
    .select({ attachment: attachments, uploader: users })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(eq(attachments.taskId, taskId))
    .orderBy(desc(attachments.createdAt), desc(attachments.id));
}

export async function attachmentCountOf(db: Database, taskId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(attachments)
    .where(eq(attachments.taskId, taskId));
  return row?.count ?? 0;
}

/** Deletes the row; its bytes are queued for the sweep by migration 0032's trigger. */
export async function deleteAttachmentRow(tx: Database, id: string): Promise<void> {
  await tx.delete(attachments).where(eq(attachments.id, id));
}

/**
 * Takes up to `limit` keys due for deletion, pushing them past the lease so no other run takes
 * them meanwhile (a run that dies leaves them to the next one after the lease).
 */
export async function takeDueDeletions(db: Database, limit: number): Promise<string[]> {
  const taken = await rawRows<{ key: string }>(
    db,
    sql`
    update stored_file_deletions set due_at = now() + ${SWEEP_LEASE}
    where key in (
      select key from stored_file_deletions where due_at <= now()
      order by due_at limit ${limit} for update skip locked)
    returning key`,
  );
  return taken.map((row) => row.key);
}

/** Keys whose bytes are deleted: off the list. */
export async function forgetDeletions(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(storedFileDeletions).where(inArray(storedFileDeletions.key, keys));
}

/** A deletion the storage refused: counted, and tried again once its lease has passed. */
export async function countFailedDeletion(db: Database, key: string): Promise<void> {
  await db
    .update(storedFileDeletions)
    .set({ attempts: sql`${storedFileDeletions.attempts} + 1` })
    .where(eq(storedFileDeletions.key, key));
}
