import type { Redis, RedisOptions } from 'ioredis';

/**
 * A client of the Redis at REDIS_URL. ioredis is imported here, on first use, so a server
 * without Redis (one process alone) never loads it: several MiB of memory.
 */
export async function openRedis(url: string, options: RedisOptions): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, options);
}
