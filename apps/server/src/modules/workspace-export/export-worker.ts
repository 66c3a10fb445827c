import type { AppContext } from '../../context';
import { measuredRun } from '../metrics/job-metrics';
import { runExports } from './export-job';
import type { ExportLinks } from './export-links';

/** The server's export runner: woken when an export is asked for, and every so often. */
export interface ExportWorker {
  /** Looks for work at start-up (exports a restart left queued or running), then on an interval. */
  start(): Promise<void>;
  /** Stops looking and waits for the export in progress. */
  stop(): Promise<void>;
  /** Works through every pending export now; resolves when idle. */
  kick(): Promise<void>;
}

const WAKE_SECONDS = 30;

/**
 * Writes pending exports one at a time in this process (other processes may run too: each
 * export is claimed with a lease). A kick during a run makes it look again before it ends.
 */
export function createExportWorker(ctx: AppContext, links: ExportLinks): ExportWorker {
  let again = false;
  let active: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const drain = async () => {
    while (again && !stopped) {
      again = false;
      try {
        await measuredRun(ctx.metrics?.jobs, 'workspace export', () => runExports(ctx, links));
      } catch (error) {
        ctx.log.error({ err: error }, 'workspace export run failed');
      }
    }
  };
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    again = true;
    active ??= drain().finally(() => {
      active = undefined;
    });
    return active;
  };

  return {
    start: async () => {
      if (stopped) return;
      timer = setInterval(() => void kick(), WAKE_SECONDS * 1000);
      timer.unref();
      await kick();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await active;
    },
    kick,
  };
}
