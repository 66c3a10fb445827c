import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { testRedisUrl } from '../test/test-env';

/** Two server processes behind a load balancer share one per-address budget through Redis. */
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  const limits = { ipRateLimits: { login: { max: 6, timeWindow: '1 minute' } } };
  first = await createTestApp(limits, { REDIS_URL: testRedisUrl });
  second = await createTestApp(limits, { REDIS_URL: testRedisUrl });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('per-address rate limits with REDIS_URL', () => {
  it('count requests to every server together', async () => {
    const address = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const target = attempt % 2 === 0 ? first : second;
      const response = await target.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: `nobody-${attempt}@example.com`, password: 'whatever' },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses[6]).toBe(429);
  });
});
