import type { AppContext } from '../../context';
import { measuredRun } from '../metrics/job-metrics';
import { runImports } from './import-job';

/** The server's import runner: woken when an import starts, and every so often for the rest. */
export interface ImportWorker {
  /** Looks for work at start-up (imports a restart left running) and then on an interval. */
  start(): Promise<void>;
  /** Stops looking and waits for the batch in progress. */
  stop(): Promise<void>;
  /** Works through every running import now (an import just started); resolves when idle. */
  kick(): Promise<void>;
}

const WAKE_SECONDS = 10;

/**
 * Works through running imports one batch at a time, never two runs at once in this process
 * (other processes may run too: each import is claimed with a lease). A kick during a run makes
 * it look again before it ends, so a just-started import never waits for the interval. With
 * `manual`, it never runs: a test steps through an import itself (runImportBatch).
 */
export function createImportWorker(ctx: AppContext, manual = false): ImportWorker {
  let again = false;
  let active: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const drain = async () => {
    while (again && !stopped) {
      again = false;
      try {
        await measuredRun(ctx.metrics?.jobs, 'jira import', () => runImports(ctx));
      } catch (error) {
        ctx.log.error({ err: error }, 'jira import run failed');
      }
    }
  };
  const kick = (): Promise<void> => {
    if (manual) return Promise.resolve();
    again = true;
    active ??= drain().finally(() => {
      active = undefined;
    });
    return active;
  };

  return {
    start: async () => {
      if (manual || stopped) return;
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
