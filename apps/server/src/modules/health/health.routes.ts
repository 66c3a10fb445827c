import { healthResponseSchema } from '@teamboard/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  { ping },
) => {
  app.get(
    '/health',
    {
      schema: {
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
};
