import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched (a raw URL would make a label per address). */
export const UNMATCHED_ROUTE = 'unmatched';

type HttpLabel = 'method' | 'route' | 'status';

export interface HttpMetrics {
  requests: Counter<HttpLabel>;
  duration: Histogram<HttpLabel>;
}

export function createHttpMetrics(registry: Registry): HttpMetrics {
  const labelNames: HttpLabel[] = ['method', 'route', 'status'];
  return {
    requests: new Counter({
      name: 'teamboard_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code',
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'teamboard_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template and status code',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

/** Counts and times every answered request by its route template (`/api/boards/:id`). */
export function registerHttpMetrics(app: FastifyInstance, metrics: HttpMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
  });
}
