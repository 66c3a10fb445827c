import type { AppContext } from '../../context';
import type { FileStorage } from './file-storage';
import { countFailedDeletion, forgetDeletions, takeDueDeletions } from './attachments.repo';

/** The sweep's name, for `ctx.jobs.kick`. */
export const STORED_FILE_SWEEP = 'stored file sweep';
const BATCH = 100;

/**
 * Deletes the stored bytes of attachments that are gone (alone, or with their task, board or
 * workspace: migration 0032's trigger queued them) and of uploads that were refused or never
 * finished. A key the storage fails to delete is logged and tried again later.
 */
export async function sweepStoredFiles(
  ctx: Pick<AppContext, 'db' | 'log'>,
  storage: FileStorage,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const keys = await takeDueDeletions(ctx.db, BATCH);
    const gone: string[] = [];
    for (const key of keys) {
      try {
        await storage.remove(key);
        gone.push(key);
      } catch (error) {
        ctx.log.warn({ err: error, key }, 'a stored file could not be deleted: tried again later');
        await countFailedDeletion(ctx.db, key);
      }
    }
    await forgetDeletions(ctx.db, gone);
    deleted += gone.length;
    if (keys.length < BATCH) return deleted;
  }
}

/** Runs the sweep now (a file was just deleted or refused) and waits for it. */
export async function sweepNow(ctx: Pick<AppContext, 'jobs'>): Promise<void> {
  await ctx.jobs.kick(STORED_FILE_SWEEP);
}
