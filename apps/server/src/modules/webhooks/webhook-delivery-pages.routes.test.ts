import type { WebhookDeliveriesPage } from '@teamboard/shared/webhook';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { expectCursorRefused, walkCursor } from '../../test/cursor-walk';
import { createTestApp, type TestApp } from '../../test/test-app';
import { webhookCalls } from '../../test/webhook-calls';
import { createCast, createWorkspaceWithCast, type Cast } from '../../test/workspace-fixture';

const TIED = '2026-01-01T00:00:00.654321Z';

let t: TestApp;
let cast: Cast;
let url: string;
let calls: ReturnType<typeof webhookCalls>;

// 15 finished deliveries: 12 queued in one instant (to the microsecond), 3 at others.
beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app);
  calls = webhookCalls(t, (await createWorkspaceWithCast(t.app, cast)).id);
  const { webhook } = await calls.add(cast.owner, {
    url: 'https://93.184.215.14/hooks',
    events: ['task.created'],
  });
  url = `/api/webhooks/${webhook._id}/deliveries`;
  await t.app.ctx.db.execute(sql`
    insert into webhook_deliveries (webhook_id, event_id, event, body, status, created_at)
    select ${webhook._id}, gen_random_uuid(), 'task.created', '{}', 'succeeded',
      case when n <= 12 then ${TIED}::timestamptz
        else '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute' end
    from generate_series(1, 15) as n`);
  return () => t.close();
});

async function read(query: string): Promise<WebhookDeliveriesPage> {
  const response = await calls.call(cast.owner, 'GET', `${url}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WebhookDeliveriesPage>();
}

const idsOf = (body: unknown) => {
  const page = body as WebhookDeliveriesPage;
  return { ids: page.deliveries.map((each) => each._id), nextCursor: page.nextCursor };
};

/** The tied deliveries' ids, latest queued first. */
async function tiedInQueueOrder(): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    t.app.ctx.db,
    sql`select id from webhook_deliveries where created_at = ${TIED}::timestamptz order by seq desc`,
  );
  return rows.map((row) => row.id);
}

describe('paging a webhook’s deliveries by cursor', () => {
  it('walks to the end newest first, one instant’s in queue order, each once', async () => {
    const whole = await read('?limit=100');
    expect(whole.deliveries).toHaveLength(15);
    expect(whole.nextCursor).toBeNull();
    expect(whole.deliveries.slice(3).map((each) => each._id)).toEqual(await tiedInQueueOrder());
    const { ids, pages } = await walkCursor(t, cast.owner, url, 5, idsOf);
    expect(ids).toEqual(whole.deliveries.map((each) => each._id));
    expect(pages).toBe(3);
  });

  it('misses none when the cursor’s delivery is purged meanwhile: its instant starts again', async () => {
    const whole = await read('?limit=100');
    const first = await read('?limit=5');
    const last = first.deliveries.at(-1);
    await t.app.ctx.db.execute(sql`delete from webhook_deliveries where id = ${last?._id}::uuid`);
    const next = await read(`?limit=100&cursor=${first.nextCursor ?? ''}`);
    // The page's one other delivery of that instant comes again; the rest follow.
    const left = whole.deliveries.slice(3).filter((each) => each._id !== last?._id);
    expect(next.deliveries).toEqual(left);
  });

  it('refuses a cursor it did not write (400), and a limit past the maximum', async () => {
    await expectCursorRefused(t, cast.owner, url);
    const tooMany = await calls.call(cast.owner, 'GET', `${url}?limit=101`);
    expect(tooMany.statusCode).toBe(400);
  });
});
