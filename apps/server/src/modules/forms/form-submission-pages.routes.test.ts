import type { FormSubmissionsResponse } from '@teamboard/shared/form';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBoardScene } from '../../test/board-scene';
import { expectCursorRefused, walkCursor } from '../../test/cursor-walk';
import { formCalls } from '../../test/form-calls';

const scene = useBoardScene();
let url: string;

// 25 submissions: 22 of one instant (to the microsecond), 3 of others.
beforeAll(async () => {
  const { calls, cast, t } = scene;
  const board = await calls.newBoard('Intake');
  const form = await formCalls(t, cast.member).newForm(board.id);
  url = `/api/forms/${form._id}/submissions`;
  await t.app.ctx.db.execute(sql`
    insert into form_submissions (form_id, answers, created_at)
    select ${form._id}, '[]'::jsonb,
      case when n <= 22 then '2026-01-01T00:00:00.654321Z'::timestamptz
        else '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 minute' end
    from generate_series(1, 25) as n`);
});

async function read(query: string): Promise<FormSubmissionsResponse> {
  const response = await scene.calls.inject(scene.cast.member, 'GET', `${url}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FormSubmissionsResponse>();
}

const idsOf = (body: unknown) => {
  const page = body as FormSubmissionsResponse;
  return { ids: page.submissions.map((each) => each._id), nextCursor: page.nextCursor };
};

describe('paging a form’s submissions by cursor', () => {
  it('walks to the end in the order of one page, each once, through tied times', async () => {
    const whole = await read('?limit=100');
    expect(whole.submissions).toHaveLength(25);
    expect(whole.nextCursor).toBeNull();
    const { ids, pages } = await walkCursor(scene.t, scene.cast.member, url, 6, idsOf);
    expect(ids).toEqual(whole.submissions.map((each) => each._id));
    expect(pages).toBe(Math.ceil(25 / 6));
  });

  it('keeps numbered pages for the form’s page, with the cursor of the page after', async () => {
    const first = await read('');
    expect(first.submissions).toHaveLength(20);
    expect(first.meta).toEqual({ total: 25, page: 1, limit: 20, totalPages: 2 });
    const second = await read('?page=2');
    expect(second.submissions).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const byCursor = await read(`?cursor=${first.nextCursor ?? ''}`);
    expect(byCursor.submissions).toEqual(second.submissions);
  });

  it('refuses a page and a cursor together, and a cursor it did not write', async () => {
    const { nextCursor } = await read('?limit=5');
    const both = await scene.calls.inject(
      scene.cast.member,
      'GET',
      `${url}?page=2&cursor=${nextCursor ?? ''}`,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ message: 'Pass either a page or a cursor' });
    await expectCursorRefused(scene.t, scene.cast.member, url);
  });
});
