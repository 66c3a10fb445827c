import type { User } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCalls } from '../test/api-key-calls';
import { bearer, verifiedUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Account } from '../test/workspace-fixture';

const BUDGET = 3;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ writeLimit: { max: BUDGET, timeWindow: '1 minute' } });
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT';

const call = (account: Account, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(account), ...(payload ? { payload } : {}) });

const nameOf = async (account: Account) =>
  (await call(account, 'GET', '/api/me')).json<{ user: User }>().user.name;

const REFUSED = {
  message: 'Too many attempts. Please try again in 1 minute.',
  code: 'RATE_LIMITED',
};

describe('writes per user', () => {
  it('count every write route, none of the reads, and refuse past the budget for that user only', async () => {
    const [ada, grace] = [await verifiedUser(t.app), await verifiedUser(t.app)];
    for (let index = 0; index < 2 * BUDGET; index += 1) {
      expect((await call(ada, 'GET', '/api/me')).statusCode).toBe(200);
      expect((await call(ada, 'GET', '/api/workspaces')).statusCode).toBe(200);
    }
    const profile = await call(ada, 'PUT', '/api/me', { name: 'Ada Counted' });
    expect(profile.statusCode).toBe(200);
    const onboarding = await call(ada, 'PUT', '/api/me/onboarding', { teamSize: '2-5' });
    expect(onboarding.statusCode).toBe(200);
    const url = `counted-${process.pid}-${Date.now()}`;
    const workspace = await call(ada, 'POST', '/api/workspaces', { name: 'Counted', url });
    expect(workspace.statusCode).toBe(201);

    const refused = await call(ada, 'PUT', '/api/me', { name: 'Ada Refused' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(REFUSED);
    expect(await nameOf(ada)).toBe('Ada Counted');
    expect((await call(grace, 'PUT', '/api/me', { name: 'Grace Free' })).statusCode).toBe(200);
  });

  it('count the writes made with an API key against its owner', async () => {
    const owner = await verifiedUser(t.app);
    const { secret } = await apiKeyCalls(t).create(owner, { name: 'Script', scope: 'write' });
    const key = apiKeyCalls(t).asKey(owner, secret);
    for (let index = 1; index < BUDGET; index += 1) {
      expect((await call(key, 'PUT', '/api/me', { name: `By key ${index}` })).statusCode).toBe(200);
    }

    const refused = await call(owner, 'PUT', '/api/me', { name: 'By hand' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject(REFUSED);
    expect(await nameOf(owner)).toBe(`By key ${BUDGET - 1}`);
  });
});
