import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/factories';
import { connectSocket } from '../../test/socket-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/health/ready' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /health/ready', () => {
  it('is ready on a migrated database without Redis', async () => {
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'not configured', migrations: 'up' },
    });
  });

  it('answers 503 with the database down when it does not answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await ready(broken);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'down', redis: 'not configured', migrations: 'down' },
      });
    } finally {
      await broken.app.close();
    }
  });

  it('answers 503 with migrations pending when the newest one is not applied', async () => {
    const behind = await createTestApp();
    try {
      await behind.database.db.execute(sql`
        delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const response = await ready(behind);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'up', redis: 'not configured', migrations: 'pending' },
      });
      // The liveness check does not look at migrations.
      expect((await behind.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('answers 503 with Redis down when REDIS_URL names one that does not answer, and keeps serving', async () => {
    const orphan = await createTestApp({}, { REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await ready(orphan);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: 'up', redis: 'down', migrations: 'up' },
      });
      // A socket is still admitted (its user's sockets are counted on this process alone), and
      // what the adapter sends to Redis meanwhile fails without an unhandled rejection, which
      // would end the process (and fails this test file).
      const url = await orphan.app.listen({ port: 0, host: '127.0.0.1' });
      const account = await verifiedUser(orphan.app);
      const socket = await connectSocket(url, account.access_token);
      socket.close();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await orphan.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await orphan.close();
    }
  });
});
