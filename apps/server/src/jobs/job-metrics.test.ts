import pino from 'pino';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createPeriodicJob } from './periodic-job';
import { createJobMetrics } from './job-metrics';

describe('background job metrics', () => {
  it('counts every run of a periodic job, and its failures', async () => {
    const registry = new Registry();
    const jobs = createJobMetrics(registry);
    let fail = false;
    const job = createPeriodicJob({
      name: 'sometimes failing',
      intervalSeconds: 3600,
      run: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(2)),
      log: pino({ level: 'silent' }),
      metrics: jobs,
    });
    await job.start();
    const afterSuccess = await registry.metrics();
    expect(afterSuccess).toContain('teamboard_job_runs_total{job="sometimes failing"} 1');
    expect(afterSuccess).not.toContain('teamboard_job_failures_total{job=');
    expect(afterSuccess).toContain(
      'teamboard_job_last_success_timestamp_seconds{job="sometimes failing"}',
    );

    fail = true;
    await job.stop();
    // A new job on the same metrics: the name's counts go on.
    const again = createPeriodicJob({
      name: 'sometimes failing',
      intervalSeconds: 3600,
      run: () => Promise.reject(new Error('down')),
      log: pino({ level: 'silent' }),
      metrics: jobs,
    });
    await again.start();
    await again.stop();
    const text = await registry.metrics();
    expect(text).toContain('teamboard_job_runs_total{job="sometimes failing"} 2');
    expect(text).toContain('teamboard_job_failures_total{job="sometimes failing"} 1');
    expect(text).toContain('teamboard_job_duration_seconds_count{job="sometimes failing"} 2');
  });
});
