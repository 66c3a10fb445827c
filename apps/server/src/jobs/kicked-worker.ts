import type { FastifyBaseLogger } from 'fastify';
import { measuredRun, type JobMetrics } from './job-metrics';

/** A background worker woken when work arrives, and every so often for what is left. */
export interface KickedWorker {
  /** Looks for work at start-up (what a restart left) and then on an interval. */
  start(): Promise<void>;
  /** Stops looking and waits for the run in progress. */
  stop(): Promise<void>;
  /** Works through everything pending now (work just arrived); resolves when idle. */
  kick(): Promise<void>;
}

interface KickedWorkerOptions {
  /** Names the worker in the log and the job metrics. */
  name: string;
  wakeSeconds: number;
  /** One pass over the pending work. */
  run: () => Promise<unknown>;
  log: FastifyBaseLogger;
  metrics: JobMetrics | undefined;
  /** Never runs: a test steps through the work itself. */
  manual?: boolean;
}

/**
 * Runs `run` until no kick came during it, never two runs at once in this process (other
 * processes may run too: the work itself claims what it does, with a lease). A kick during a
 * run makes it look again before it ends, so new work never waits for the interval.
 */
export function createKickedWorker(options: KickedWorkerOptions): KickedWorker {
  const { name, wakeSeconds, run, log, metrics, manual = false } = options;
  let again = false;
  let active: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const drain = async () => {
    while (again && !stopped) {
      again = false;
      try {
        await measuredRun(metrics, name, run);
      } catch (error) {
        log.error({ err: error }, `${name} run failed`);
      }
    }
  };
  const kick = (): Promise<void> => {
    if (manual || stopped) return Promise.resolve();
    again = true;
    active ??= drain().finally(() => {
      active = undefined;
    });
    return active;
  };

  return {
    start: async () => {
      if (manual || stopped) return;
      timer = setInterval(() => void kick(), wakeSeconds * 1000);
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
