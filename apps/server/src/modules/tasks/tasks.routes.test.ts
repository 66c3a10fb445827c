import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };

beforeAll(async () => {
  ({ t, cast, workspace } = await castWorkspace());
});
afterAll(async () => {
  await t.close();
});

interface TaskBody {
  _id: string;
  taskId: string;
  title: string;
  columnId: string;
  position: number;
  priority: number;
  assignees: { _id: string }[];
  labels: { _id: string }[];
}
interface Board {
  id: string;
  columns: string[];
}

async function newBoard(title = 'Web Platform'): Promise<Board> {
  const board = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(cast.member),
    payload: { workspaceId: workspace.id, title },
  });
  const id = board.json<{ board: { _id: string } }>().board._id;
  const columns = await t.app.inject({
    method: 'GET',
    url: `/api/boards/${id}/columns`,
    headers: bearer(cast.member),
  });
  return {
    id,
    columns: columns.json<{ columns: { _id: string }[] }>().columns.map((column) => column._id),
  };
}

const create = (
  account: Account,
  board: Board,
  fields: object,
  column = board.columns[0],
  position?: unknown,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: bearer(account),
    payload: { boardId: board.id, columnId: column, fields, position },
  });
async function task(
  board: Board,
  title: string,
  column = board.columns[0],
  position?: unknown,
): Promise<TaskBody> {
  const response = await create(cast.member, board, { title }, column, position);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ task: TaskBody }>().task;
}
const move = (taskId: string, columnId: string | undefined, position: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tasks/move',
    headers: bearer(cast.member),
    payload: { taskId, columnId, position },
  });
async function columnOrder(board: Board, columnId: string | undefined): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/boards/${board.id}/tasks`,
    headers: bearer(cast.member),
  });
  return response
    .json<{ tasks: TaskBody[] }>()
    .tasks.filter((item) => item.columnId === columnId)
    .sort((a, b) => a.position - b.position)
    .map((item) => item.title);
}

describe('tasks', () => {
  it('get a readable id per board and every field', async () => {
    const board = await newBoard('Web Platform');
    const label = await t.app.inject({
      method: 'POST',
      url: `/api/boards/${board.id}/labels`,
      headers: bearer(cast.member),
      payload: { name: 'Bug', color: '#ef4444' },
    });
    const labelId = label.json<{ label: { _id: string } }>().label._id;
    const first = await create(cast.member, board, {
      title: 'Fix login',
      description: 'Steps…',
      priority: 2,
      complexity: 3,
      dueDate: '2026-12-01T09:00:00Z',
      assignees: [cast.admin.user._id],
      labels: [labelId],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      task: {
        taskId: 'WP-1',
        title: 'Fix login',
        priority: 2,
        complexity: 3,
        dueDate: '2026-12-01T09:00:00.000Z',
        assignees: [{ _id: cast.admin.user._id }],
        labels: [{ _id: labelId }],
      },
      rebalanced: null,
    });
    expect((await task(board, 'Second')).taskId).toBe('WP-2');

    const id = first.json<{ task: TaskBody }>().task._id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/tasks/${id}`,
      headers: bearer(cast.member),
      payload: { priority: 5, labels: [] },
    });
    expect(updated.json()).toMatchObject({ task: { priority: 5, labels: [], title: 'Fix login' } });
  });

  it('refuse bad fields and foreign references, changing nothing', async () => {
    const board = await newBoard();
    const other = await newBoard('Other Board');
    expect((await create(cast.member, board, { title: '' })).statusCode).toBe(400);
    expect((await create(cast.member, board, { title: 'x', priority: 9 })).statusCode).toBe(400);
    expect(
      (await create(cast.member, board, { title: 'x', assignees: [cast.outsider.user._id] }))
        .statusCode,
    ).toBe(400);
    expect((await create(cast.member, board, { title: 'x' }, other.columns[0])).statusCode).toBe(
      400,
    );
    expect(await columnOrder(board, board.columns[0])).toEqual([]);
  });

  it('are worked on by collaborators but unseen by guests not on the board', async () => {
    const board = await newBoard();
    expect((await create(cast.manager, board, { title: 'By manager' })).statusCode).toBe(201);
    expect((await create(cast.guest, board, { title: 'By guest' })).statusCode).toBe(404);
    const created = await task(board, 'Private');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/tasks/${created._id}`,
          headers: bearer(cast.guest),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/tasks/${created._id}`,
          headers: bearer(cast.outsider),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/tasks/${created._id}`,
          headers: bearer(cast.member),
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('moving tasks', () => {
  it('goes between neighbours, to the top, to the bottom and across columns', async () => {
    const board = await newBoard();
    const a = await task(board, 'A');
    const b = await task(board, 'B');
    const c = await task(board, 'C');
    await move(c._id, board.columns[0], (a.position + b.position) / 2);
    expect(await columnOrder(board, board.columns[0])).toEqual(['A', 'C', 'B']);
    await move(b._id, board.columns[0], 'top');
    expect(await columnOrder(board, board.columns[0])).toEqual(['B', 'A', 'C']);
    const across = await move(a._id, board.columns[1], 'bottom');
    expect(across.json()).toMatchObject({ task: { columnId: board.columns[1] }, rebalanced: null });
    expect(await columnOrder(board, board.columns[0])).toEqual(['B', 'C']);
    expect(await columnOrder(board, board.columns[1])).toEqual(['A']);
  });

  it('never moves a task into another board’s column', async () => {
    const board = await newBoard();
    const other = await newBoard('Elsewhere');
    const a = await task(board, 'Stay');
    const refused = await move(a._id, other.columns[0], 'top');
    expect(refused.statusCode).toBe(400);
    expect(await columnOrder(board, board.columns[0])).toEqual(['Stay']);
    expect((await move(a._id, board.columns[0], -5)).statusCode).toBe(400);
  });

  it('renumbers a column when neighbours get too close, keeping the order', async () => {
    const board = await newBoard();
    const a = await task(board, 'A');
    const b = await task(board, 'B');
    const c = await task(board, 'C', board.columns[0], a.position + 1e-7);
    expect(c.position).toBe(2048);
    expect(await columnOrder(board, board.columns[0])).toEqual(['A', 'C', 'B']);

    const rebalanced = await move(b._id, board.columns[0], a.position + 5e-8);
    const body = rebalanced.json<{
      task: TaskBody;
      rebalanced: { columnId: string; positions: { _id: string; position: number }[] };
    }>();
    expect(body.rebalanced.columnId).toBe(board.columns[0]);
    expect(body.rebalanced.positions).toEqual([
      { _id: a._id, position: 1024 },
      { _id: b._id, position: 2048 },
      { _id: c._id, position: 3072 },
    ]);
    expect(body.task.position).toBe(2048);
    expect(await columnOrder(board, board.columns[0])).toEqual(['A', 'B', 'C']);

    await move(c._id, board.columns[0], 1500);
    const explicit = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/rebalance/${board.columns[0]}`,
      headers: bearer(cast.member),
    });
    const order = explicit
      .json<{ rebalanced: { positions: { _id: string }[] } }>()
      .rebalanced.positions.map((entry) => entry._id);
    expect(order).toEqual([a._id, c._id, b._id]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/rebalance/${board.columns[0]}`,
      headers: bearer(cast.outsider),
    });
    expect(refused.statusCode).toBe(404);
  });

  it('puts a task sent to a taken place right after the task there, renumbering the column', async () => {
    const board = await newBoard();
    const a = await task(board, 'A');
    await task(board, 'B');
    const c = await task(board, 'C');
    const taken = await move(c._id, board.columns[0], a.position);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      task: { position: 2048 },
      rebalanced: {
        columnId: board.columns[0],
        positions: [{ position: 1024 }, { position: 2048 }, { position: 3072 }],
      },
    });
    expect(await columnOrder(board, board.columns[0])).toEqual(['A', 'C', 'B']);
  });

  it('ends with one consistent order and no lost task after many concurrent moves into one spot', async () => {
    const board = await newBoard();
    const created: TaskBody[] = [];
    for (let index = 0; index < 12; index += 1) created.push(await task(board, `T${index}`));
    const spot = 1500;
    const results = await Promise.all(
      created.map((item) => move(item._id, board.columns[1], spot)),
    );
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    await Promise.all(
      created
        .slice(0, 6)
        .map((item, index) => move(item._id, board.columns[index % 2 === 0 ? 0 : 1], 'top')),
    );

    const all = (
      await t.app.inject({
        method: 'GET',
        url: `/api/boards/${board.id}/tasks`,
        headers: bearer(cast.member),
      })
    ).json<{ tasks: TaskBody[] }>().tasks;
    expect(all).toHaveLength(12);
    expect(new Set(all.map((item) => item._id)).size).toBe(12);
    for (const columnId of board.columns) {
      const positions = all
        .filter((item) => item.columnId === columnId)
        .map((item) => item.position);
      expect(new Set(positions).size, 'positions in a column are distinct').toBe(positions.length);
    }
  });
});
