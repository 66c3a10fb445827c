import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls } from '../test/board-fixture';
import { createTestApp, type TestApp } from '../test/test-app';
import { HOUR } from '../test/test-clock';
import { createCast, createWorkspaceWithCast, type Cast } from '../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let calls: ReturnType<typeof boardCalls>;

beforeAll(async () => {
  t = await createTestApp({ boardWriteLimit: { max: 6, timeWindow: '1 minute' } });
  cast = await createCast(t.app);
  calls = boardCalls(t, (await createWorkspaceWithCast(t.app, cast)).id, cast.member);
});
afterAll(async () => {
  await t.close();
});

describe('board writes per user', () => {
  it('share one budget across tasks, comments, time, columns and labels, for that user only', async () => {
    const board = await calls.newBoard();
    const task = await calls.newTask(board, { title: 'Counted' });
    const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
      calls.inject(cast.member, method, url, payload);
    expect((await calls.updateTask(task._id, { title: 'Counted twice' })).statusCode).toBe(200);
    expect((await calls.moveTask(task._id, board.columns[1], 'top')).statusCode).toBe(200);
    const comment = await write('POST', `/api/tasks/${task._id}/comments`, { content: 'Hi' });
    expect(comment.statusCode).toBe(201);
    const startTime = new Date(t.clock.now().getTime() - HOUR).toISOString();
    const time = await write('POST', `/api/tasks/${task._id}/time`, { startTime, duration: 600 });
    expect(time.statusCode).toBe(201);
    const column = await write('POST', '/api/columns', {
      boardId: board.id,
      fields: { title: 'QA' },
    });
    expect(column.statusCode).toBe(201);

    const label = { name: 'Refused', color: '#4f46e5' };
    const refused = await write('POST', `/api/boards/${board.id}/labels`, label);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please try again in /) as string,
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: expect.any(Number) as number },
    });
    const deleted = await calls.inject(cast.member, 'DELETE', `/api/tasks/${task._id}`);
    expect(deleted.statusCode).toBe(429);

    const read = await calls.inject(cast.member, 'GET', `/api/tasks/${task._id}`);
    expect(read.json()).toMatchObject({ task: { title: 'Counted twice', totalTime: 600 } });
    const byManager = await calls.updateTask(task._id, { title: 'Still writable' }, cast.manager);
    expect(byManager.statusCode).toBe(200);
  });
});
