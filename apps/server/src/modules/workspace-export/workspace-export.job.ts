import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-definition';
import { runExports } from './export-run.service';
import { sweepExpiredExports } from './export-sweep.service';
import type { WorkspaceExports } from './workspace-exports';

/** Kicked (ctx.jobs.kick) when an export is asked for. */
export const WORKSPACE_EXPORT_JOB = 'workspace export';

const SWEEP_SECONDS = 15 * 60;

/**
 * The export writer (pending exports one at a time, each claimed with a lease; woken when one is
 * asked for, and every so often) and the sweep of the zips whose link has expired.
 */
export function workspaceExportJobs(ctx: AppContext, exports: WorkspaceExports): JobDefinition[] {
  return [
    {
      name: WORKSPACE_EXPORT_JOB,
      everySeconds: 30,
      kickable: true,
      run: () => runExports(ctx, exports),
    },
    {
      name: 'workspace export sweep',
      everySeconds: SWEEP_SECONDS,
      run: () => sweepExpiredExports(ctx),
    },
  ];
}
