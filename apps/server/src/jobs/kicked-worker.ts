import type { FastifyBaseLogger } from 'fastify';
import { measuredRun, type JobMetrics } from './job-metrics';

/** A background worker woken when work arrives, and every so often for what is left. */
export interface KickedWorker {
  /** Looks for work at start-up (what a restart left) and then on an interval. */
  start(): Promise<void>;
  /** Stops looking and waits for the run in progress. */
  stop(): Promise<void>;
  /**
   * Works through everything pending now (work just arrived); resolves when idle, with how many
   * things the runs did meanwhile.
   */
  kick(): Promise<number>;
}

interface KickedWorkerOptions {
  /** Names the worker in the log and the job metrics. */
  name: string;
  wakeSeconds: number;
  /** One pass over the pending work; answers how many things it did. */
  run: () => Promise<number>;
  log: FastifyBaseLogger;
  metrics: JobMetrics | undefined;
  /** Never runs: a test steps through the work itself. */
  manual?: boolean;
  /** Waits for the first interval (or kick) instead of looking at start-up. */
  idleAtStart?: boolean;
}

/**
 * Runs `run` until no kick came during it, never two runs at once in this process (other
 * processes may run too: the work itself claims what it does, with a lease). A kick during a
 * run makes it look again before it ends, so new work never waits for the interval.
 */
export function createKickedWorker(options: KickedWorkerOptions): KickedWorker {
  const { name, wakeSeconds, run, log, metrics, manual = false, idleAtStart = false } = options;
  let again = false;
  let active: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const drain = async () => {
    let done = 0;
    while (again && !stopped) {
      again = false;
      try {
        done += await measuredRun(metrics, name, run);
      } catch (error) {
        log.error({ err: error }, `${name} run failed`);
      }
    }
    return done;
  };
  const kick = (): Promise<number> => {
    if (manual || stopped) return Promise.resolve(0);
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
      if (!idleAtStart) await kick();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await active;
    },
    kick,
  };
}
