import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCast, createWorkspaceWithCast, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let boardId: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t.app);
  const workspace = await createWorkspaceWithCast(t.app, cast);
  const board = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(cast.manager),
    payload: { workspaceId: workspace.id, title: 'Columns' },
  });
  boardId = board.json<{ board: { _id: string } }>().board._id;
});
afterAll(async () => {
  await t.close();
});

interface ColumnBody {
  _id: string;
  title: string;
  position: number;
}
const columns = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/boards/${boardId}/columns`,
      headers: bearer(cast.manager),
    })
  ).json<{ columns: ColumnBody[] }>().columns;
const addColumn = (title: string, position?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/columns',
    headers: bearer(cast.member),
    payload: { boardId, fields: { title }, position },
  });

describe('columns', () => {
  it('are added at the top, the bottom or between two, and renamed', async () => {
    expect((await addColumn('Backlog', 'top')).statusCode).toBe(201);
    expect((await addColumn('Archive')).statusCode).toBe(201);
    const before = await columns();
    const between = ((before[1]?.position ?? 0) + (before[2]?.position ?? 0)) / 2;
    const added = await addColumn('Ready', between);
    const readyId = added.json<{ column: ColumnBody }>().column._id;
    expect((await columns()).map((column) => column.title)).toEqual([
      'Backlog',
      'To Do',
      'Ready',
      'In Progress',
      'Done',
      'Archive',
    ]);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/columns/${readyId}`,
      headers: bearer(cast.member),
      payload: { title: 'Ready for dev' },
    });
    expect(renamed.json()).toMatchObject({ column: { title: 'Ready for dev' } });
  });

  it('are reordered as a whole list only', async () => {
    const ids = (await columns()).map((column) => column._id);
    const reversed = [...ids].reverse();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/columns/order',
      headers: bearer(cast.member),
      payload: { boardId, columnOrder: reversed },
    });
    expect(response.json<{ columns: ColumnBody[] }>().columns.map((column) => column._id)).toEqual(
      reversed,
    );
    const partial = await t.app.inject({
      method: 'PUT',
      url: '/api/columns/order',
      headers: bearer(cast.member),
      payload: { boardId, columnOrder: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(400);
  });

  it('with tasks are deleted only by moving the tasks somewhere, and only by a board manager', async () => {
    const [first, second] = await columns();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(cast.member),
      payload: { boardId, columnId: first?._id, fields: { title: 'Keep me' } },
    });
    const taskId = created.json<{ task: { _id: string } }>().task._id;
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/columns/${first?._id}`,
          headers: bearer(cast.member),
        })
      ).statusCode,
    ).toBe(403);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/columns/${first?._id}`,
      headers: bearer(cast.manager),
    });
    expect(refused.statusCode).toBe(409);
    const moved = await t.app.inject({
      method: 'DELETE',
      url: `/api/columns/${first?._id}?moveTasksTo=${second?._id}`,
      headers: bearer(cast.manager),
    });
    expect(moved.statusCode).toBe(200);
    const task = await t.app.inject({
      method: 'GET',
      url: `/api/tasks/${taskId}`,
      headers: bearer(cast.member),
    });
    expect(task.json()).toMatchObject({ task: { columnId: second?._id, title: 'Keep me' } });
    expect((await columns()).map((column) => column._id)).not.toContain(first?._id);
  });
});
