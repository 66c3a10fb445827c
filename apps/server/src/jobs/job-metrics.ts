import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export interface JobMetrics {
  runs: Counter<'job'>;
  failures: Counter<'job'>;
  duration: Histogram<'job'>;
  lastDuration: Gauge<'job'>;
  lastSuccess: Gauge<'job'>;
}

export function createJobMetrics(registry: Registry): JobMetrics {
  const registers = [registry];
  const labelNames = ['job'] as const;
  return {
    runs: new Counter({
      name: 'teamboard_job_runs_total',
      help: 'Background job runs, by job',
      labelNames,
      registers,
    }),
    failures: new Counter({
      name: 'teamboard_job_failures_total',
      help: 'Background job runs that failed, by job',
      labelNames,
      registers,
    }),
    duration: new Histogram({
      name: 'teamboard_job_duration_seconds',
      help: 'Time a background job run took, by job',
      labelNames,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
      registers,
    }),
    lastDuration: new Gauge({
      name: 'teamboard_job_last_duration_seconds',
      help: 'Time the last run of a background job took, by job',
      labelNames,
      registers,
    }),
    lastSuccess: new Gauge({
      name: 'teamboard_job_last_success_timestamp_seconds',
      help: 'When a background job last ran without failing (lag: time() minus this), by job',
      labelNames,
      registers,
    }),
  };
}

/** Runs one pass of `job`, counting it (and its failure) and timing it; answers or rethrows. */
export async function measuredRun<T>(
  metrics: JobMetrics | undefined,
  job: string,
  run: () => Promise<T>,
): Promise<T> {
  if (!metrics) return run();
  const started = performance.now();
  const finish = (failed: boolean) => {
    const seconds = (performance.now() - started) / 1000;
    metrics.runs.inc({ job });
    metrics.duration.observe({ job }, seconds);
    metrics.lastDuration.set({ job }, seconds);
    if (failed) metrics.failures.inc({ job });
    else metrics.lastSuccess.set({ job }, Date.now() / 1000);
  };
  try {
    const result = await run();
    finish(false);
    return result;
  } catch (error) {
    finish(true);
    throw error;
  }
}
