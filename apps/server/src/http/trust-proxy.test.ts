import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { verifiedUser } from '../test/factories';

/** The per-address login limit shows which client address the app sees behind a proxy. */
const LIMIT = 3;
const PROXY = '10.0.0.5';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appTrusting(trustProxy: string) {
  t = await createTestApp(
    { ipRateLimits: { login: { max: LIMIT, timeWindow: '1 minute' } } },
    { TRUST_PROXY: trustProxy },
  );
  const app = t.app;
  const account = await verifiedUser(app);
  return (forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: account.email, password: account.password },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
    });
}

describe.each(['1', '10.0.0.0/8'])('TRUST_PROXY=%s', (trustProxy) => {
  it('takes the address the proxy saw, whatever a client forges to its left', async () => {
    const login = await appTrusting(trustProxy);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      statuses.push((await login(`203.0.113.${attempt}, 198.51.100.7`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    const anotherClient = await login('198.51.100.8');
    expect(anotherClient.statusCode).toBe(200);
  });
});
