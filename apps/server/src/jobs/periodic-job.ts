import type { FastifyBaseLogger } from 'fastify';
import { measuredRun, type JobMetrics } from './job-metrics';

export interface PeriodicJob {
  /** Runs once (awaited: the start-up run), then every interval. */
  start(): Promise<void>;
  /** Stops the interval and waits for a run in progress. */
  stop(): Promise<void>;
}

interface PeriodicJobOptions {
  /** Names the job in the log. */
  name: string;
  intervalSeconds: number;
  /** One run; answers how many things it did (logged when any). */
  run: () => Promise<number>;
  log: FastifyBaseLogger;
  /** Counts and times every run, under the job's name. */
  metrics?: JobMetrics;
}

/**
 * Background work whose state lives in the database (so a restart misses nothing): run at
 * start-up and then on an interval, never two runs at once in this process (other processes
 * may run it too: the work itself must claim what it does).
 */
export function createPeriodicJob({
  name,
  intervalSeconds,
  run,
  log,
  metrics,
}: PeriodicJobOptions): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const runOnce = (): Promise<void> => {
    running ??= measuredRun(metrics, name, run)
      .then(
        (count) => {
          if (count > 0) log.info({ job: name, count }, `${name} done`);
        },
        (error: unknown) => log.error({ err: error, job: name }, `${name} failed`),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start: async () => {
      if (stopped || timer) return;
      timer = setInterval(() => void runOnce(), intervalSeconds * 1000);
      timer.unref();
      await runOnce();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
