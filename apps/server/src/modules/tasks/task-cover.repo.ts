import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attachments, tasks } from '../../db/schema/index';

/**
 * The attachment a cover would name: its task and whether it has a thumbnail (an image), or
 * undefined when there is none. Its row is share-locked until the transaction ends, so it cannot
 * be deleted between this check and the cover's write (its deletion waits, then clears the cover).
 */
export async function coverCandidate(
  tx: Database,
  attachmentId: string,
): Promise<{ taskId: string; thumbnailKey: string | null } | undefined> {
  const [row] = await tx
    .select({ taskId: attachments.taskId, thumbnailKey: attachments.thumbnailKey })
    .from(attachments)
    .where(eq(attachments.id, attachmentId))
    .for('share');
  return row;
}

/** Takes the cover off the task if it is `cover`; whether it was. */
export async function clearCover(tx: Database, taskId: string, cover: string): Promise<boolean> {
  const cleared = await tx
    .update(tasks)
    .set({ cover: null, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(tasks.id, taskId), eq(tasks.cover, cover)))
    .returning({ id: tasks.id });
  return cleared.length > 0;
}
