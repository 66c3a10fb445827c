import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { notFound, unauthorized } from '../../http/app-error';
import { mayReadMetrics } from './metrics-access';
import type { Metrics } from './metrics';

/**
 * GET /metrics on the public port, in Prometheus's text format: no session, no rate limit, not in
 * the API docs. With a metrics port of its own it answers 404 here (else the web app would).
 */
export function registerMetricsRoute(app: FastifyInstance, config: Config, metrics: Metrics) {
  const { token, port } = config.metrics;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (port !== undefined) throw notFound();
    if (!mayReadMetrics(token, request.headers.authorization)) throw unauthorized();
    const text = await metrics.scrape();
    return reply.type(metrics.contentType).send(text);
  });
}
