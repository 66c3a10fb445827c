import type { NotificationsResponse } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkCursor } from '../../test/cursor-walk';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Account } from '../../test/workspace-fixture';

let t: TestApp;
let person: Account;

// 30 notifications: 24 of one instant (to the microsecond), 6 of others; every third unread.
beforeAll(async () => {
  t = await createTestApp();
  person = await verifiedUser(t.app);
  await t.app.ctx.db.execute(sql`
    insert into notifications (user_id, type, title, message, read, created_at)
    select ${person.user._id}, 'task_assigned', 'Note ' || n, 'Assigned', n % 3 <> 0,
      case when n <= 24 then '2026-01-01T00:00:00.654321Z'::timestamptz
        else '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute' end
    from generate_series(1, 30) as n`);
});
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<NotificationsResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/notifications?${query}`,
    headers: bearer(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationsResponse>();
}

const idsOf = (body: unknown) => {
  const page = body as NotificationsResponse;
  return { ids: page.notifications.map((each) => each._id), nextCursor: page.nextCursor };
};

describe('paging notifications by cursor', () => {
  it.each([
    ['all', '', 30],
    ['the unread ones', 'unread=true', 10],
  ])(
    'walks %s to the end in the order of one page, each once, through tied times',
    async (_, filter, count) => {
      const whole = await list(`${filter}&limit=100`);
      expect(whole.notifications).toHaveLength(count);
      expect(whole.nextCursor).toBeNull();
      const url = `/api/notifications${filter ? `?${filter}` : ''}`;
      const { ids, pages } = await walkCursor(t, person, url, 7, idsOf);
      expect(ids).toEqual(whole.notifications.map((each) => each._id));
      expect(pages).toBe(Math.ceil(count / 7));
    },
  );

  it('keeps numbered pages for the web, with the cursor of the page after', async () => {
    const first = await list('');
    expect(first.notifications).toHaveLength(20);
    expect(first.meta).toMatchObject({ total: 30, unread: 10, page: 1, limit: 20, totalPages: 2 });
    const second = await list('page=2');
    expect(second.notifications).toHaveLength(10);
    expect(second.nextCursor).toBeNull();
    const byCursor = await list(`cursor=${first.nextCursor ?? ''}`);
    expect(byCursor.notifications).toEqual(second.notifications);
  });

  it('refuses a page and a cursor together, and a cursor it did not write', async () => {
    const first = await list('limit=5');
    for (const query of [`page=2&cursor=${first.nextCursor ?? ''}`, 'cursor=forged']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/notifications?${query}`,
        headers: bearer(person),
      });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });
});
