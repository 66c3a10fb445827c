import type { CommentsResponse } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { expectCursorRefused, walkCursor } from '../../test/cursor-walk';

const scene = useBoardScene();
let url: string;

// A thread of 3 comments written through the API and 10 imported at one instant (to the
// microsecond): pages must split the tie without repeating or skipping a comment.
beforeAll(async () => {
  const { calls, cast, t } = scene;
  const board = await calls.newBoard('Threads');
  const taskId = (await calls.newTask(board, { title: 'Long thread' }))._id;
  url = `/api/tasks/${taskId}/comments`;
  for (const text of ['First', 'Second', 'Third']) {
    const written = await calls.inject(cast.member, 'POST', url, { content: `<p>${text}</p>` });
    expect(written.statusCode, written.body).toBe(201);
  }
  await t.app.ctx.db.execute(sql`
    insert into comments (task_id, author_id, content, created_at)
    select ${taskId}, ${cast.member.user._id}, '<p>Imported ' || n || '</p>',
      '2026-01-01T00:00:00.123456Z'::timestamptz
    from generate_series(1, 10) as n`);
});

async function read(query: string): Promise<CommentsResponse> {
  const response = await scene.calls.inject(scene.cast.member, 'GET', `${url}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CommentsResponse>();
}

const idsOf = (body: unknown) => {
  const page = body as CommentsResponse;
  return { ids: page.comments.map((comment) => comment._id), nextCursor: page.nextCursor };
};

describe('paging a task’s comments by cursor', () => {
  it('answers the whole short thread oldest first, with no next page', async () => {
    const whole = await read('');
    expect(whole.nextCursor).toBeNull();
    expect(whole.comments).toHaveLength(13);
    const times = whole.comments.map((comment) => comment.createdAt);
    expect(times).toEqual([...times].sort());
    expect(whole.comments.at(-1)?.content).toBe('<p>Third</p>');
  });

  it('walks to the end in the order of one page, each comment once, through tied times', async () => {
    const whole = await read('?limit=100');
    const { ids, pages } = await walkCursor(scene.t, scene.cast.member, url, 4, idsOf);
    expect(ids).toEqual(whole.comments.map((comment) => comment._id));
    expect(pages).toBe(Math.ceil(13 / 4));
  });

  it('refuses a cursor it did not write (400), and a limit past the maximum', async () => {
    await expectCursorRefused(scene.t, scene.cast.member, url);
    const tooMany = await scene.calls.inject(scene.cast.member, 'GET', `${url}?limit=101`);
    expect(tooMany.statusCode).toBe(400);
  });
});
