import type { App } from '../../apps/server/src/app';
import {
  boardLabels,
  boards,
  taskAssignees,
  taskLabels,
  tasks,
} from '../../apps/server/src/db/schema/index';
import {
  describeLoad,
  load,
  send,
  timeSequential,
  timeSequentialAfter,
  type Measurement,
} from '../load';
import { seedMembers } from './audience';

const TASKS = 5000;
const BATCH = 500;
const LABELS = 6;
const PEOPLE = 5;

export interface SeededBoard {
  workspaceId: string;
  boardId: string;
  columnIds: string[];
  taskIds: string[];
}

/** Performance targets: PostgreSQL, and the embedded database no worse than three times those. */
export interface BoardTargets {
  loadP50: number;
  moveP50: number;
  movesPerSecond: number;
}
export const POSTGRES_TARGETS: BoardTargets = { loadP50: 40, moveP50: 3, movesPerSecond: 1000 };
export const EMBEDDED_TARGETS: BoardTargets = { loadP50: 120, moveP50: 9, movesPerSecond: 333 };

/**
 * A workspace and a board through the API, then 5,000 tasks in its 4 columns inserted in
 * batches: every other task has one or two labels, every third an assignee.
 */
export async function seedBoard(app: App, url: string, token: string): Promise<SeededBoard> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = async (path: string, body: object) =>
    (
      await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    ).json() as Promise<Record<string, { _id: string }>>;
  const workspace = (await post('/api/workspaces', { name: 'Bench', url: 'bench-space' }))
    .workspace;
  const boardId = (await post('/api/boards', { workspaceId: workspace?._id, title: 'Big Board' }))
    .board?._id;
  if (!workspace || !boardId) throw new Error('could not create the benchmark board');
  // The workspace's default columns, plus one so there are four.
  await post('/api/columns', { boardId, fields: { title: 'Review' }, position: 'bottom' });
  const columns = (await (
    await fetch(`${url}/api/boards/${boardId}/columns`, { headers })
  ).json()) as {
    columns: { _id: string }[];
  };
  const columnIds = columns.columns.map((column) => column._id);
  if (columnIds.length !== 4) throw new Error(`the board has ${columnIds.length} columns, not 4`);
  const db = app.ctx.db;
  const labelIds = (
    await db
      .insert(boardLabels)
      .values(
        Array.from({ length: LABELS }, (_u, index) => ({
          boardId,
          name: `Label ${index + 1}`,
          color: '#4f46e5',
        })),
      )
      .returning({ id: boardLabels.id })
  ).map((row) => row.id);
  // Assignees of the cards (their tokens go unused).
  const peopleIds = (await seedMembers(app, workspace._id, 'Teammate', PEOPLE)).map(
    (person) => person.id,
  );
  const taskIds: string[] = [];
  for (let start = 0; start < TASKS; start += BATCH) {
    const rows = Array.from({ length: BATCH }, (_unused, offset) => {
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
    const inserted = await db.insert(tasks).values(rows).returning({ id: tasks.id });
    const ids = inserted.map((row) => row.id);
    taskIds.push(...ids);
    const labelled = ids.filter((_id, index) => index % 2 === 0);
    await db.insert(taskLabels).values(
      labelled.flatMap((taskId, index) => {
        const first = labelIds[index % LABELS] ?? '';
        const second = labelIds[(index + 1) % LABELS] ?? '';
        return index % 3 === 0
          ? [
              { taskId, labelId: first },
              { taskId, labelId: second },
            ]
          : [{ taskId, labelId: first }];
      }),
    );
    await db
      .insert(taskAssignees)
      .values(
        ids
          .filter((_id, index) => index % 3 === 0)
          .map((taskId, index) => ({ taskId, userId: peopleIds[index % PEOPLE] ?? '' })),
      );
  }
  await db.update(boards).set({ taskCounter: TASKS });
  return { workspaceId: workspace._id, boardId, columnIds, taskIds };
}

/** Deterministic pseudo-random numbers, so runs move the same tasks to the same places. */
export function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A move of a random task to a random place in a random column. */
export function randomMove(seeded: SeededBoard, random: () => number): string {
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const span = (TASKS / seeded.columnIds.length) * 1024;
  return JSON.stringify({
    taskId: pick(seeded.taskIds),
    columnId: pick(seeded.columnIds),
    position: 1 + random() * span,
  });
}

export async function measureBoard(
  url: string,
  token: string,
  seeded: SeededBoard,
  targets: BoardTargets,
): Promise<Measurement[]> {
  const auth = { authorization: `Bearer ${token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const expectOk = (what: string, response: { status: number; body: Buffer }) => {
    if (response.status !== 200) throw new Error(`${what} answered ${response.status}`);
    return response.body;
  };
  const random = randomSource(42);
  const connections = 16;
  const loadMoves = (seconds: number) =>
    load(
      {
        url: `${url}/api/tasks/move`,
        method: 'POST',
        headers: json,
        requests: [
          { setupRequest: (request) => ({ ...request, body: randomMove(seeded, random) }) },
        ],
      },
      connections,
      seconds,
    );
  // A server that has just started runs its code unoptimised for several seconds (V8 compiles
  // the hot paths as they run): the timings are of a warm server, as it is all day.
  const warmUp = await loadMoves(10);
  const readBoard = () =>
    Promise.all([
      send(`${url}/api/boards/${seeded.boardId}/columns`, { headers: auth }),
      send(`${url}/api/boards/${seeded.boardId}/tasks`, { headers: auth }),
    ]);
  // Checked once, outside the timings: the list really holds every task.
  const [, firstList] = await readBoard();
  const listed = (JSON.parse(expectOk('task list', firstList).toString()) as { tasks: unknown[] })
    .tasks.length;
  if (listed !== TASKS) throw new Error(`board listed ${listed} tasks`);
  const boardLoad = await timeSequential(20, async () => {
    const [columns, list] = await readBoard();
    expectOk('columns', columns);
    expectOk('task list', list);
  });
  const moveOnce = async () => {
    const response = await send(`${url}/api/tasks/move`, {
      method: 'POST',
      headers: json,
      body: randomMove(seeded, random),
    });
    expectOk('move', response);
  };
  const moves = await timeSequential(200, moveOnce);
  // Each load follows a move, so the server rebuilds the list instead of serving its copy.
  const changedLoad = await timeSequentialAfter(10, moveOnce, async () => {
    const [columns, list] = await readBoard();
    expectOk('columns', columns);
    expectOk('task list', list);
  });
  const throughput = await loadMoves(10);
  return [
    {
      name: 'Warm-up: task moves in the first 10 s after start, 16 connections',
      measured: describeLoad(warmUp, connections),
      target: 'none (for information)',
      met: warmUp.non2xx + warmUp.errors === 0,
    },
    {
      name: `Board load: columns + ${TASKS} tasks (median of 20)`,
      measured: `p50 ${boardLoad.p50} ms, p95 ${boardLoad.p95} ms`,
      target: `p50 ≤ ${targets.loadP50} ms (Planka: 386 ms)`,
      met: boardLoad.p50 <= targets.loadP50,
    },
    {
      name: `Board load right after a change (median of 10)`,
      measured: `p50 ${changedLoad.p50} ms, p95 ${changedLoad.p95} ms`,
      target: `p50 ≤ ${targets.loadP50} ms (a rebuild took 130–300 ms)`,
      met: changedLoad.p50 <= targets.loadP50,
    },
    {
      name: 'Task move, 200 sequential to random places',
      measured: `p50 ${moves.p50} ms, p95 ${moves.p95} ms`,
      target: `p50 ≤ ${targets.moveP50} ms (Planka: 65 ms)`,
      met: moves.p50 <= targets.moveP50,
    },
    {
      name: 'Task move throughput, 16 connections for 10 s',
      measured: describeLoad(throughput, connections),
      target: `≥ ${targets.movesPerSecond} moves/s (Planka: 16/s)`,
      met:
        throughput.requests.average >= targets.movesPerSecond &&
        throughput.non2xx + throughput.errors === 0,
    },
  ];
}
