import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { createCast, createWorkspaceWithCast, type Cast } from '../../test/workspace-fixture';

/**
 * The number of SQL statements a request runs must not grow with the board: no query per task
 * (N+1) when listing, and a move reads only the neighbours of its place.
 */
let t: TestApp;
let calls: ReturnType<typeof boardCalls>;
let cast: Cast;
let statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ database: await createTestDatabase((sql) => statements.push(sql)) });
  cast = await createCast(t.app);
  const workspace = await createWorkspaceWithCast(t.app, cast);
  calls = boardCalls(t, workspace.id, cast.member);
});
afterAll(async () => {
  await t.close();
});

async function boardOf(size: number): Promise<{ board: TestBoard; taskIds: string[] }> {
  const board = await calls.newBoard(`Board of ${size}`);
  const taskIds: string[] = [];
  for (let index = 0; index < size; index += 1) {
    const column = board.columns[index % 2];
    const task = await calls.newTask(board, { title: `Task ${index}` }, column);
    await calls.updateTask(task._id, { labels: [], assignees: [], blockers: [] });
    taskIds.push(task._id);
  }
  return { board, taskIds };
}

async function countStatements(action: () => Promise<unknown>): Promise<number> {
  statements = [];
  await action();
  // node-postgres reports a transaction's begin and commit; PGlite does not. The mail worker
  // polls the outbox and the timer sweep looks for overdue timers in the background: their
  // statements are not the request's.
  return statements.filter(
    (sql) =>
      !/^\s*(begin|commit)\b/i.test(sql) &&
      !sql.includes('"email_outbox"') &&
      !/skip locked/i.test(sql),
  ).length;
}

async function costs(size: number) {
  const { board, taskIds } = await boardOf(size);
  const middle = taskIds[Math.floor(size / 2)] ?? '';
  return {
    list: await countStatements(() => calls.boardTasks(board)),
    read: await countStatements(() => calls.inject(cast.member, 'GET', `/api/tasks/${middle}`)),
    move: await countStatements(() => calls.moveTask(middle, board.columns[1], 1.5)),
    update: await countStatements(() => calls.updateTask(middle, { priority: 3 })),
  };
}

describe('statements per request', () => {
  it('are as many for a board of 60 tasks as for a board of 3', async () => {
    const small = await costs(3);
    const large = await costs(60);
    expect(large).toEqual(small);
    expect(small.list).toBeLessThanOrEqual(3);
    expect(small.move).toBeLessThanOrEqual(6);
  });
});
