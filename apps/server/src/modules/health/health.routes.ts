import {
  healthResponseSchema,
  readyResponseSchema,
  type ReadyResponse,
} from '@teamboard/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface HealthOptions {
  ping: () => Promise<void>;
  /** The readiness checks (readiness.ts). */
  ready: () => Promise<ReadyResponse>;
}

/**
 * GET /health: liveness, 200 when the database answers, 503 when it does not.
 * GET /health/ready: readiness, 200 when the database, Redis (when configured) and migrations
 * are all up, else 503 naming the failing check.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { ping, ready }) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check that the server is up',
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );
  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Check that the server can serve requests',
        tags: ['health'],
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const answer = await ready();
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
