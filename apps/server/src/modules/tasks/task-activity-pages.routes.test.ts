import type { TaskActivityResponse } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { walkCursor } from '../../test/cursor-walk';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let calls: ReturnType<typeof boardCalls>;
let board: TestBoard;
let taskId: string;

// A task with 10 history lines of one instant (to the microsecond) and a few of others: pages
// must split the tie without repeating or skipping a line.
beforeAll(async () => {
  const scene = await castWorkspace();
  ({ t, cast } = scene);
  calls = boardCalls(t, scene.workspace.id, cast.member);
  board = await calls.newBoard('History');
  taskId = (await calls.newTask(board, { title: 'Busy' }))._id;
  await calls.updateTask(taskId, { title: 'Busier' });
  await t.app.ctx.db.execute(sql`
    insert into task_activity (task_id, board_id, actor_id, type, data, created_at)
    select ${taskId}, ${board.id}, null, 'task_updated', jsonb_build_object('n', n),
      '2026-01-01T00:00:00.123456Z'::timestamptz
    from generate_series(1, 10) as n`);
});
afterAll(async () => {
  await t.close();
});

type Page = Pick<TaskActivityResponse, 'nextCursor'> & { activities: { _id: string }[] };

const idsOf = (body: unknown) => {
  const page = body as Page;
  return { ids: page.activities.map((activity) => activity._id), nextCursor: page.nextCursor };
};

async function read(url: string): Promise<Page> {
  const response = await calls.inject(cast.member, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

describe.each([
  ['a task’s history', () => `/api/tasks/${taskId}/activity`, 3],
  ['a board’s history', () => `/api/boards/${board.id}/activity`, 4],
])('paging %s by cursor', (_name, url, limit) => {
  it('walks to the end in the order of one page, each line once, through tied times', async () => {
    const whole = await read(`${url()}?limit=100`);
    expect(whole.nextCursor).toBeNull();
    expect(whole.activities.length).toBeGreaterThanOrEqual(12);
    const { ids, pages } = await walkCursor(t, cast.member, url(), limit, idsOf);
    expect(ids).toEqual(whole.activities.map((activity) => activity._id));
    expect(pages).toBe(Math.ceil(ids.length / limit));
  });

  it('refuses a cursor it did not write (400), and a limit past the maximum', async () => {
    const forged = Buffer.from(JSON.stringify(['yesterday', taskId])).toString('base64url');
    for (const cursor of ['not-a-cursor', forged]) {
      const refused = await calls.inject(cast.member, 'GET', `${url()}?cursor=${cursor}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'cursor is not valid: pass the nextCursor of the page before, unchanged',
      });
    }
    const tooMany = await calls.inject(cast.member, 'GET', `${url()}?limit=1000`);
    expect(tooMany.statusCode).toBe(400);
  });
});
