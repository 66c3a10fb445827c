import { rm } from 'node:fs/promises';
import type { AppContext } from '../../context';
import { exportFilePath } from './export-files';
import { expiredFiles, forgetFile } from './workspace-exports.repo';

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
