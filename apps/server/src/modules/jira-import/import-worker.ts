import type { AppContext } from '../../context';
import { createKickedWorker, type KickedWorker } from '../../jobs/kicked-worker';
import { runImports } from './import-job';
import { deleteAbandonedUploads } from './jira-imports.repo';

/** The server's import runner: woken when an import starts, and every so often for the rest. */
export type ImportWorker = KickedWorker;

/** An upload 'storing' for this long was left by a process that died: storing takes seconds. */
const ABANDONED_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Works through running imports one batch at a time (each import is claimed with a lease), after
 * removing the uploads a dead process left half-stored.
 * With `manual`, it never runs: a test steps through an import itself (runImportBatch).
 */
export function createImportWorker(ctx: AppContext, manual = false): ImportWorker {
  return createKickedWorker({
    name: 'jira import',
    wakeSeconds: 10,
    run: async () => {
      const before = new Date(ctx.clock.now().getTime() - ABANDONED_UPLOAD_MS);
      await deleteAbandonedUploads(ctx.db, before);
      return runImports(ctx);
    },
    log: ctx.log,
    metrics: ctx.metrics?.jobs,
    manual,
  });
}
