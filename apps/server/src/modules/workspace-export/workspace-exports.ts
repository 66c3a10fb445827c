import type { AppContext } from '../../context';
import type { PeriodicJob } from '../../jobs/periodic-job';
import { createExportLinks, type ExportLinks } from './export-links';
import { createExportSweep } from './export-sweep';
import { createExportWorker, type ExportWorker } from './export-worker';

/** The workspace export's parts the routes and the app's background jobs share. */
export interface WorkspaceExports {
  links: ExportLinks;
  worker: ExportWorker;
  /** Started and stopped with the app: the export writer and the sweep of expired zips. */
  jobs: PeriodicJob[];
}

export function createWorkspaceExports(ctx: AppContext, appSecret: string): WorkspaceExports {
  const links = createExportLinks(appSecret);
  const worker = createExportWorker(ctx, links);
  return { links, worker, jobs: [worker, createExportSweep(ctx)] };
}
