import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-definition';
import type { FileStorage } from './file-storage';
import { STORED_FILE_SWEEP, sweepStoredFiles } from './stored-file-sweep.service';

/** How often the sweep looks for bytes left by deleted tasks, boards and workspaces. */
const SWEEP_SECONDS = 60;

/**
 * Deletes stored files no attachment holds any more: at start-up, every minute, and when a route
 * kicks it (an attachment deleted, an upload refused). Deleting a task, board or workspace only
 * queues its files (in the same transaction); the bytes go here, outside any request.
 */
export function storedFilesJob(ctx: AppContext, storage: FileStorage): JobDefinition {
  return {
    name: STORED_FILE_SWEEP,
    kickable: true,
    everySeconds: SWEEP_SECONDS,
    run: () => sweepStoredFiles(ctx, storage),
  };
}
