import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * GET /health/ready: whether this process can serve. 200 with every check up; 503 when one is
 * down (or migrations are pending). Redis is checked only when REDIS_URL is set.
 */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down', 'not configured']),
    /** 'down' when the migrations table could not be read. */
    migrations: z.enum(['up', 'pending', 'down']),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
