import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, verifiedUser } from '../test/factories';
import { createTestApp } from '../test/test-app';

describe('shutting down', () => {
  it('answers a request already being handled before closing the database', async () => {
    const t = await createTestApp();
    const account = await verifiedUser(t.app);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Hold the users table for a moment, so the request below is still running at close.
    const held = t.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answer = fetch(`${url}/api/me`, { headers: bearer(account) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = t.close();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email: account.email } });
    await held;
    await closed;
  });
});
