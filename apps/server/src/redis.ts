import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * A client of the Redis at REDIS_URL. ioredis is imported here, on first use, so a server
 * without Redis (one process alone) never loads it: several MiB of memory.
 */
export async function openRedis(
  url: string,
  options: RedisOptions,
  log: Logger,
  role: string,
): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, options);
  logConnectionErrors(client, log, role);
  return client;
}

/**
 * ioredis reports every failed reconnection attempt as an 'error' event, and prints an
 * "Unhandled error event" of its own without a listener. One warning per outage is enough:
 * the next one is logged after the client was ready again.
 */
export function logConnectionErrors(client: Redis, log: Logger, role: string): void {
  let warned = false;
  client.on('ready', () => {
    if (warned) log.info({ redis: role }, 'Redis connection restored');
    warned = false;
  });
  client.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    log.warn({ redis: role, err: error.message }, 'Redis connection failed; retrying');
  });
}

/**
 * socket.io's Redis adapter publishes without waiting for the answer. While Redis is away each
 * publish fails once its retries are spent, and an unhandled rejection would end the process.
 * A publish that fails is dropped instead: the board updates, notifications and chat reach every
 * process through the database (the realtime feed), and Redis only carries the adapter's
 * cross-process room operations, which are redone when sockets reconnect.
 */
export function dropFailedPublishes(client: Redis): void {
  const publish: (channel: string | Buffer, message: string | Buffer) => Promise<number> =
    client.publish.bind(client);
  const settled = (channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch(() => 0);
  Object.assign(client, { publish: settled });
}
