import type { App } from '../../apps/server/src/app';
import { boards, tasks } from '../../apps/server/src/db/schema/index';
import { load, type Scenario } from '../load';

const TASKS = 5000;

interface SeededBoard {
  boardId: string;
  columnIds: string[];
  taskIds: string[];
}

/** A workspace and a board through the API, then 5,000 tasks inserted in batches. */
export async function seedBoard(app: App, url: string, token: string): Promise<SeededBoard> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = async (path: string, body: object) =>
    (
      await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json() as Promise<Record<string, { _id: string }>>;
  const workspace = (await post('/api/workspaces', { name: 'Bench', url: 'bench-space' }))
    .workspace;
  const board = (await post('/api/boards', { workspaceId: workspace?._id, title: 'Big Board' }))
    .board;
  const boardId = board?._id ?? '';
  const columns = (await (
    await fetch(`${url}/api/boards/${boardId}/columns`, { headers })
  ).json()) as { columns: { _id: string }[] };
  const columnIds = columns.columns.map((column) => column._id);
  const taskIds: string[] = [];
  for (let start = 0; start < TASKS; start += 500) {
    const rows = Array.from({ length: 500 }, (_unused, offset) => {
      const index = start + offset;
      return {
        boardId,
        columnId: columnIds[index % columnIds.length] ?? '',
        number: index + 1,
        title: `Task ${index + 1}: benchmark card with a realistic title`,
        description: 'A short description so rows are not empty.',
        position: (Math.floor(index / columnIds.length) + 1) * 1024,
        priority: (index % 5) + 1,
      };
    });
    const inserted = await app.ctx.db.insert(tasks).values(rows).returning({ id: tasks.id });
    taskIds.push(...inserted.map((row) => row.id));
  }
  await app.ctx.db.update(boards).set({ taskCounter: TASKS });
  return { boardId, columnIds, taskIds };
}

export function boardScenarios(url: string, token: string, seeded: SeededBoard): Scenario[] {
  const auth = { authorization: `Bearer ${token}` };
  let moves = 0;
  const moveRandomTask = (connections: number) =>
    load(
      {
        url: `${url}/api/tasks/move`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              moves += 1;
              const taskId = seeded.taskIds[(moves * 7919) % seeded.taskIds.length];
              const columnId = seeded.columnIds[moves % seeded.columnIds.length];
              return { ...request, body: JSON.stringify({ taskId, columnId, position: 'top' }) };
            },
          },
        ],
      },
      connections,
    );
  return [
    {
      name: `GET /api/boards/{id}/tasks, ${TASKS} tasks, one user`,
      target: 'p50 under 386 ms (Planka 2.1.1: 386 ms)',
      measure: 'p50',
      targetValue: 386,
      connections: 1,
      run: (connections) =>
        load({ url: `${url}/api/boards/${seeded.boardId}/tasks`, headers: auth }, connections),
    },
    {
      name: `POST /api/tasks/move, board of ${TASKS}, one user`,
      target: 'p50 under 65 ms (Planka: 65 ms)',
      measure: 'p50',
      targetValue: 65,
      connections: 1,
      run: moveRandomTask,
    },
    {
      name: `POST /api/tasks/move, board of ${TASKS}, 10 connections`,
      target: 'over 16 moves/s (Planka: 16/s)',
      measure: 'rps',
      targetValue: 16,
      run: moveRandomTask,
    },
  ];
}
