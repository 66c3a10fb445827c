/**
 * A module's background work, as it hands it to the job registry (job-registry.ts): a name, when
 * to wake, what to run. Its state lives in the database, so a restart misses nothing.
 */
export type JobDefinition = PeriodicJobDefinition | KickedJobDefinition;

interface JobBasics {
  /** Names the job in the log, the job metrics and `ctx.jobs.kick`. */
  name: string;
  /** Wakes every so often for what is due (or left). */
  everySeconds: number;
  /** One run; answers how many things it did. */
  run: () => Promise<number>;
}

/** Runs at start-up and then on its interval (periodic-job.ts). */
export interface PeriodicJobDefinition extends JobBasics {
  kickable?: false;
}

/**
 * Also woken by `ctx.jobs.kick(name)` when work arrives (kicked-worker.ts): an import started,
 * an export asked for, an email queued.
 */
export interface KickedJobDefinition extends JobBasics {
  kickable: true;
  /** Never runs: a test steps through the work itself. */
  manual?: boolean;
  /** Waits for the first interval (or kick) instead of looking at start-up. */
  idleAtStart?: boolean;
}
