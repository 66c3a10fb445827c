import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from './job-definition';
import type { JobMetrics } from './job-metrics';
import { createKickedWorker } from './kicked-worker';
import { createPeriodicJob } from './periodic-job';

/** The port use cases get on the context (ctx.jobs): wake a kickable job. */
export interface Jobs {
  /** Work just arrived for `name`; resolves when it is idle again, with how many things it did. */
  kick(name: string): Promise<number>;
}

/** Every background job of the app, started on ready and stopped on close (app.ts). */
export interface JobRegistry extends Jobs {
  /** Adds jobs; they start in the order added. */
  add(...definitions: JobDefinition[]): void;
  start(): Promise<void>;
  /** Stops every job, in the order added, each waiting for its run in progress. */
  stop(): Promise<void>;
  /** Stops one job (a test stalls one to watch what piles up). */
  stopOne(name: string): Promise<void>;
}

interface RunningJob {
  start(): Promise<void>;
  stop(): Promise<void>;
  kick?: () => Promise<number>;
}

export function createJobRegistry(
  log: FastifyBaseLogger,
  metrics: JobMetrics | undefined,
): JobRegistry {
  const jobs = new Map<string, RunningJob>();
  const named = (name: string): RunningJob => {
    const job = jobs.get(name);
    if (!job) throw new Error(`no background job named "${name}"`);
    return job;
  };
  const build = (definition: JobDefinition): RunningJob => {
    const { name, everySeconds, run } = definition;
    if (!definition.kickable)
      return createPeriodicJob({ name, intervalSeconds: everySeconds, run, log, metrics });
    const { manual, idleAtStart } = definition;
    return createKickedWorker({
      name,
      wakeSeconds: everySeconds,
      run,
      log,
      metrics,
      manual,
      idleAtStart,
    });
  };

  return {
    add: (...definitions) => {
      for (const definition of definitions) {
        if (jobs.has(definition.name)) throw new Error(`two jobs named "${definition.name}"`);
        jobs.set(definition.name, build(definition));
      }
    },
    start: async () => {
      for (const job of jobs.values()) await job.start();
    },
    stop: async () => {
      for (const job of jobs.values()) await job.stop();
    },
    stopOne: (name) => named(name).stop(),
    kick: async (name) => {
      const { kick } = named(name);
      if (!kick) throw new Error(`the background job "${name}" is not kickable`);
      return kick();
    },
  };
}
