import type { AppContext } from '../../context';
import { createKickedWorker, type KickedWorker } from '../../jobs/kicked-worker';
import { runExports } from './export-job';
import type { ExportLinks } from './export-links';

/** The server's export runner: woken when an export is asked for, and every so often. */
export type ExportWorker = KickedWorker;

/** Writes pending exports one at a time (each export is claimed with a lease). */
export function createExportWorker(ctx: AppContext, links: ExportLinks): ExportWorker {
  return createKickedWorker({
    name: 'workspace export',
    wakeSeconds: 30,
    run: () => runExports(ctx, links),
    log: ctx.log,
    metrics: ctx.metrics?.jobs,
  });
}
