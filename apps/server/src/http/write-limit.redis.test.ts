import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { testRedisUrl } from '../test/test-env';

/** Two server processes on one database share each user's write budget through Redis. */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  const limits = { writeLimit: { max: 4, timeWindow: '1 minute' } };
  first = await createTestApp(limits, { REDIS_URL: testRedisUrl });
  second = await createTestApp(
    { ...limits, database: first.database },
    { REDIS_URL: testRedisUrl },
  );
});
afterAll(async () => {
  await second.app.close();
  await first.close();
});

describe('per-user write budget with REDIS_URL', () => {
  it('counts a user’s writes to every server together', async () => {
    const account = await verifiedUser(first.app);
    const statuses: number[] = [];
    const remaining: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const target = attempt % 2 === 0 ? first : second;
      const response = await target.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers: bearer(account),
        payload: { name: `Name ${attempt}` },
      });
      statuses.push(response.statusCode);
      remaining.push(response.headers['ratelimit-remaining']);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(remaining).toEqual(['3', '2', '1', '0', '0']);
  });
});
