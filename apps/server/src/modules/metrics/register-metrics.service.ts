import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerBacklogMetrics } from './backlog-metrics.service';
import { registerHttpMetrics } from './http-metrics';
import { createMetricsServer } from './metrics-server';
import { registerMetricsRoute } from './metrics.routes';
import type { Metrics } from './metrics';

/**
 * Request metrics for every route, the background jobs' lag (read through the app's context), and
 * GET /metrics: on the public port, or (METRICS_PORT) on a server of its own that starts and
 * stops with the app. Registered before the routes.
 */
export function registerMetrics(app: FastifyInstance, config: Config, metrics: Metrics): void {
  registerHttpMetrics(app, metrics.http);
  registerBacklogMetrics(metrics.registry, app.ctx.db, app.ctx.clock);
  registerMetricsRoute(app, config, metrics);
  const { port, token } = config.metrics;
  if (port === undefined) return;
  const server = createMetricsServer(metrics, { port, host: config.host, token });
  app.addHook('onReady', () => server.start());
  app.addHook('onClose', () => server.stop());
}
