import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client';
import { registerDatabaseMetrics } from './database-metrics';
import { createHttpMetrics, type HttpMetrics } from './http-metrics';
import { createJobMetrics, type JobMetrics } from '../../jobs/job-metrics';
import { createRealtimeMetrics, type RealtimeMetrics } from './realtime-metrics';

/**
 * The app's metrics: a registry per app instance (tests build many apps in one process), not
 * prom-client's global one.
 */
export interface Metrics {
  registry: Registry;
  http: HttpMetrics;
  realtime: RealtimeMetrics;
  jobs: JobMetrics;
  /** The app's metrics and the process's, in Prometheus's text format. */
  scrape(): Promise<string>;
  contentType: string;
}

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, event-loop lag, handles, GC): one set per process,
 * however many apps it builds. Each set keeps a GC observer and an event-loop monitor alive for
 * good, which would keep every closed app (through its registry) in memory with it.
 */
function processMetrics(): Registry {
  if (processRegistry) return processRegistry;
  processRegistry = new Registry();
  collectDefaultMetrics({ register: processRegistry, prefix: 'teamboard_' });
  return processRegistry;
}

export function createMetrics(database: DatabaseHandle): Metrics {
  const registry = new Registry();
  registerDatabaseMetrics(registry, database);
  const scraped = [processMetrics(), registry];
  return {
    registry,
    http: createHttpMetrics(registry),
    realtime: createRealtimeMetrics(registry),
    jobs: createJobMetrics(registry),
    scrape: () => Registry.merge(scraped).metrics(),
    contentType: registry.contentType,
  };
}
