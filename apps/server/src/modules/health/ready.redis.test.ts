import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testRedisUrl } from '../../test/test-env';

/**
 * A TCP relay to the test Redis: the app reaches Redis through it, and closing it takes Redis
 * away from the app while the app runs.
 */
function redisRelay(): Promise<{ url: string; cut: () => Promise<void> }> {
  const target = new URL(testRedisUrl);
  const connections = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) {
      connections.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => connections.delete(socket));
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      const url = new URL(testRedisUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      resolve({
        url: url.toString(),
        cut: () =>
          new Promise((closed) => {
            server.close(() => closed());
            for (const socket of connections) socket.destroy();
          }),
      });
    });
  });
}

let t: TestApp;
let relay: Awaited<ReturnType<typeof redisRelay>>;
beforeAll(async () => {
  relay = await redisRelay();
  t = await createTestApp({}, { REDIS_URL: relay.url });
});
afterAll(async () => {
  await t.close();
});

const ready = () => t.app.inject({ method: 'GET', url: '/health/ready' });

describe('GET /health/ready with REDIS_URL', () => {
  it('is ready while Redis answers, and answers 503 with Redis down once it is gone, still serving', async () => {
    // The app's Redis client connects in the background after start-up.
    let response = await ready();
    for (let tries = 0; response.statusCode !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response = await ready();
    }
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'up', migrations: 'up' },
    });

    await relay.cut();
    const gone = await ready();
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({
      status: 'not ready',
      checks: { database: 'up', redis: 'down', migrations: 'up' },
    });
    // Liveness does not depend on Redis, and rate-limited routes go on uncounted.
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever' },
    });
    expect(login.statusCode).toBe(401);
  });
});
