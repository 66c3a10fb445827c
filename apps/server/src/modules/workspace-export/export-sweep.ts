import { rm } from 'node:fs/promises';
import type { AppContext } from '../../context';
import { createPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job';
import { exportFilePath } from './export-files';
import { expiredFiles, forgetFile } from './workspace-exports.repo';

const SWEEP_SECONDS = 15 * 60;

/** Deletes the zips whose link has expired (the export's row stays, for the list). */
export async function sweepExpiredExports(ctx: AppContext): Promise<number> {
  const rows = await expiredFiles(ctx.db, ctx.clock.now());
  for (const row of rows) {
    if (!row.fileName) continue;
    await rm(exportFilePath(ctx.config.dataDir, row.fileName), { force: true });
    await forgetFile(ctx.db, row.id);
  }
  return rows.length;
}

export function createExportSweep(ctx: AppContext): PeriodicJob {
  return createPeriodicJob({
    name: 'workspace export sweep',
    intervalSeconds: SWEEP_SECONDS,
    run: () => sweepExpiredExports(ctx),
    log: ctx.log,
    metrics: ctx.metrics?.jobs,
  });
}
