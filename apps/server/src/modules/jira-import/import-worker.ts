import type { AppContext } from '../../context';
import { createKickedWorker, type KickedWorker } from '../../jobs/kicked-worker';
import { runImports } from './import-job';

/** The server's import runner: woken when an import starts, and every so often for the rest. */
export type ImportWorker = KickedWorker;

/**
 * Works through running imports one batch at a time (each import is claimed with a lease).
 * With `manual`, it never runs: a test steps through an import itself (runImportBatch).
 */
export function createImportWorker(ctx: AppContext, manual = false): ImportWorker {
  return createKickedWorker({
    name: 'jira import',
    wakeSeconds: 10,
    run: () => runImports(ctx),
    log: ctx.log,
    metrics: ctx.metrics?.jobs,
    manual,
  });
}
