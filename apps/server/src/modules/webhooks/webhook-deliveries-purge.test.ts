import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webhookCalls } from '../../test/webhook-calls';
import { createCast, createWorkspaceWithCast } from '../../test/workspace-fixture';
import { webhookDeliveriesPurgeJob } from './webhook-deliveries-purge.job';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let webhookId: string;

beforeAll(async () => {
  t = await createTestApp();
  const cast = await createCast(t.app);
  const calls = webhookCalls(t, (await createWorkspaceWithCast(t.app, cast)).id);
  const { webhook } = await calls.add(cast.owner, {
    url: 'https://93.184.215.14/hooks',
    events: ['task.created'],
  });
  webhookId = webhook._id;
  // Turned off, as one that still holds old pending deliveries would be: it sends nothing.
  const off = await calls.call(cast.owner, 'PUT', `/api/webhooks/${webhookId}`, { active: false });
  expect(off.statusCode, off.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** Queues `count` deliveries in `status`, `daysAgo` days before the test clock's now. */
async function queued(count: number, status: string, daysAgo: number): Promise<void> {
  const at = new Date(t.clock.now().getTime() - daysAgo * DAY_MS).toISOString();
  await t.app.ctx.db.execute(sql`
    insert into webhook_deliveries (webhook_id, event_id, event, body, status, created_at)
    select ${webhookId}, gen_random_uuid(), 'task.created', '{}', ${status}, ${at}::timestamptz
    from generate_series(1, ${count})`);
}

async function kept(): Promise<Record<string, number>> {
  const rows = await rawRows<{ status: string; count: number }>(
    t.app.ctx.db,
    sql`select status, count(*)::int as count from webhook_deliveries group by status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

describe('purging old webhook deliveries', () => {
  it('deletes finished deliveries past 30 days, in batches; keeps pending ones and newer', async () => {
    await queued(1500, 'succeeded', 31);
    await queued(700, 'failed', 40);
    await queued(3, 'pending', 45);
    await queued(4, 'succeeded', 29);
    const purge = webhookDeliveriesPurgeJob(t.app.ctx.db, t.clock);

    expect(await purge.run()).toBe(2200);
    expect(await kept()).toEqual({ succeeded: 4, pending: 3 });
    expect(await purge.run()).toBe(0);

    t.clock.advance(2 * DAY_MS);
    expect(await purge.run()).toBe(4);
    expect(await kept()).toEqual({ pending: 3 });
  });
});
