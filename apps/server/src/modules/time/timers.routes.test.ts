import type { ActiveTimerResponse, StartTimerResponse, TimeEntryResponse } from '@teamboard/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeEntries } from '../../db/schema/index';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { MINUTE } from '../../test/test-clock';
import { everyoneIn, timeCalls } from '../../test/time-calls';
import {
  castWorkspace,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let first: { id: string; url: string };
let second: { id: string; url: string };
let time: ReturnType<typeof timeCalls>;
let inFirst: ReturnType<typeof boardCalls>;
let inSecond: ReturnType<typeof boardCalls>;
let boardOne: TestBoard;
let boardTwo: TestBoard;

beforeAll(async () => {
  ({ t, cast, workspace: first } = await castWorkspace());
  second = await createWorkspaceWithCast(t.app, cast);
  time = timeCalls(t);
  inFirst = boardCalls(t, first.id, cast.manager);
  inSecond = boardCalls(t, second.id, cast.manager);
  boardOne = await inFirst.newBoard('Board one');
  boardTwo = await inSecond.newBoard('Board two');
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock; everyone keeps a valid access token. */
const later = (ms: number) => time.advance(ms, everyoneIn(cast));

const taskOn = async (board: TestBoard, title: string) =>
  (await (board === boardTwo ? inSecond : inFirst).newTask(board, { title }))._id;

async function started(account: Account, taskId: string): Promise<StartTimerResponse> {
  const response = await time.start(account, taskId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StartTimerResponse>();
}

/** The user's running timers, straight from the table. */
const runningOf = (account: Account) =>
  t.app.ctx.db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.userId, account.user._id), isNull(timeEntries.duration)));

describe('one timer per user', () => {
  it('records the timer it replaces on another workspace’s task when it ran a minute or more', async () => {
    const taskA = await taskOn(boardOne, 'Task A');
    const taskB = await taskOn(boardTwo, 'Task B');
    const onA = await started(cast.member, taskA);
    expect(onA.replaced).toBeNull();
    expect(onA.timeEntry).toMatchObject({
      user: { _id: cast.member.user._id },
      duration: null,
      description: null,
    });
    expect(onA.task.activeTimers).toEqual([
      expect.objectContaining({ timeEntryId: onA.timeEntry._id }),
    ]);

    await later(5 * MINUTE);
    const onB = await started(cast.member, taskB);
    expect(onB.replaced?.task._id).toBe(taskA);
    expect(onB.replaced?.timeEntry).toMatchObject({ _id: onA.timeEntry._id, duration: 300 });
    expect(onB.replaced?.task).toMatchObject({ totalTime: 300, activeTimers: [] });
    expect(onB.task.activeTimers).toHaveLength(1);

    const a = await time.task(cast.member, taskA);
    expect(a.timeEntries.map((entry) => entry.duration)).toEqual([300]);
    expect(a.activeTimers).toEqual([]);
    expect((await runningOf(cast.member)).map((row) => row.taskId)).toEqual([taskB]);

    const active = (await time.active(cast.member)).json<ActiveTimerResponse>();
    expect(active.timer).toEqual({
      timeEntryId: onB.timeEntry._id,
      startTime: onB.timeEntry.startTime,
      task: { _id: taskB, taskId: onB.task.taskId, title: 'Task B' },
      board: { _id: boardTwo.id, title: 'Board two' },
      workspace: { _id: second.id, url: second.url },
    });
  });

  it('cancels the timer it replaces when that one ran under a minute', async () => {
    const taskA = await taskOn(boardOne, 'Short A');
    const taskB = await taskOn(boardTwo, 'Short B');
    await started(cast.member, taskA);
    await later(30_000);
    const onB = await started(cast.member, taskB);
    expect(onB.replaced).toMatchObject({ task: { _id: taskA, activeTimers: [] }, timeEntry: null });
    const a = await time.task(cast.member, taskA);
    expect(a).toMatchObject({ timeEntries: [], totalTime: 0, activeTimers: [] });
    const active = (await time.active(cast.member)).json<ActiveTimerResponse>();
    expect(active.timer?.task._id).toBe(taskB);
  });

  it('refuses a second start on the same task and keeps the running timer', async () => {
    const taskA = await taskOn(boardOne, 'Started twice');
    const onA = await started(cast.manager, taskA);
    await later(2 * MINUTE);
    const again = await time.start(cast.manager, taskA);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Timer already running on this task',
      code: 'CONFLICT',
    });
    const running = await runningOf(cast.manager);
    expect(running.map((row) => row.id)).toEqual([onA.timeEntry._id]);
  });

  it('lets different people time the same task at once', async () => {
    const taskA = await taskOn(boardOne, 'Pairing');
    await started(cast.admin, taskA);
    const byOwner = await started(cast.owner, taskA);
    expect(byOwner.task.activeTimers.map((timer) => timer.user._id).sort()).toEqual(
      [cast.admin.user._id, cast.owner.user._id].sort(),
    );
  });

  it('keeps one running timer when one person starts several at the same moment', async () => {
    const tasks = await Promise.all(
      [1, 2, 3, 4, 5].map((index) => taskOn(boardIndex(index), `Race ${index}`)),
    );
    const answers = await Promise.all(tasks.map((taskId) => time.start(cast.guest, taskId)));
    // The guest is on neither board: refused alike. The admin of the workspaces races instead.
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    const raced = await Promise.all(tasks.map((taskId) => time.start(cast.admin, taskId)));
    expect(raced.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await runningOf(cast.admin)).toHaveLength(1);
    const cancelled = raced.filter(
      (answer) => answer.json<StartTimerResponse>().replaced?.timeEntry === null,
    );
    // Every start but the first replaced (and cancelled: it ran under a minute) the one before.
    expect(cancelled.length).toBeGreaterThanOrEqual(4);
  });

  it('lets two people swap boards at the same moment, again and again', async () => {
    // Each switch writes on both boards: without the ordered board locks PostgreSQL deadlocks here.
    const onOne = await taskOn(boardOne, 'Swap one');
    const onTwo = await taskOn(boardTwo, 'Swap two');
    await started(cast.owner, onOne);
    await started(cast.admin, onTwo);
    for (let round = 0; round < 10; round += 1) {
      const [owner, admin] = await Promise.all([
        time.start(cast.owner, round % 2 ? onOne : onTwo),
        time.start(cast.admin, round % 2 ? onTwo : onOne),
      ]);
      expect([owner.statusCode, admin.statusCode], owner.body + admin.body).toEqual([200, 200]);
    }
    expect(await runningOf(cast.owner)).toHaveLength(1);
    expect(await runningOf(cast.admin)).toHaveLength(1);
  });
});

const boardIndex = (index: number) => (index % 2 === 0 ? boardTwo : boardOne);

describe('stopping a timer', () => {
  it('refuses under a minute, and throws the timer away all the same', async () => {
    const taskId = await taskOn(boardOne, 'Too short');
    await started(cast.member, taskId);
    await later(59_000);
    const stopped = await time.stop(cast.member, taskId);
    expect(stopped.statusCode).toBe(400);
    expect(stopped.json()).toMatchObject({
      message: 'Duration must be at least 1 minute',
      code: 'VALIDATION_ERROR',
    });
    expect(await time.task(cast.member, taskId)).toMatchObject({
      timeEntries: [],
      totalTime: 0,
      activeTimers: [],
    });
    expect(await runningOf(cast.member)).toEqual([]);
    expect((await time.active(cast.member)).json()).toEqual({ timer: null });
    const again = await time.stop(cast.member, taskId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'No running timer on this task' });
  });

  it('records the time run with its description', async () => {
    const taskId = await taskOn(boardOne, 'Timed work');
    const onTask = await started(cast.member, taskId);
    await later(25 * MINUTE);
    const stopped = await time.stop(cast.member, taskId, { description: '  Reviewed the PR ' });
    expect(stopped.statusCode).toBe(200);
    const body = stopped.json<TimeEntryResponse>();
    expect(body.timeEntry).toEqual({
      _id: onTask.timeEntry._id,
      user: onTask.timeEntry.user,
      startTime: onTask.timeEntry.startTime,
      description: 'Reviewed the PR',
      duration: 1500,
    });
    expect(body.totalTime).toBe(1500);
    expect(body.task).toMatchObject({ totalTime: 1500, activeTimers: [] });
    expect(body.task.timeEntries).toEqual([body.timeEntry]);
  });

  it('stops without a body, and only the caller’s own timer on that task', async () => {
    const taskId = await taskOn(boardOne, 'Whose timer');
    const other = await taskOn(boardOne, 'Elsewhere');
    await started(cast.member, taskId);
    await later(2 * MINUTE);
    expect((await time.stop(cast.manager, taskId)).statusCode).toBe(404);
    expect((await time.stop(cast.member, other)).statusCode).toBe(404);
    const stopped = await time.stop(cast.member, taskId);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<TimeEntryResponse>().timeEntry).toMatchObject({
      duration: 120,
      description: null,
    });
  });

  it('validates the description', async () => {
    const taskId = await taskOn(boardOne, 'Long words');
    await started(cast.member, taskId);
    await later(2 * MINUTE);
    const refused = await time.stop(cast.member, taskId, { description: 'x'.repeat(2001) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Description must be at most 2000 characters',
    });
    const unknown = await time.stop(cast.member, taskId, { duration: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(await runningOf(cast.member)).toHaveLength(1);
  });
});

describe('cancelling a timer', () => {
  it('throws the running timer away however long it ran', async () => {
    const taskId = await taskOn(boardOne, 'Cancelled');
    await started(cast.member, taskId);
    await later(10 * MINUTE);
    const cancelled = await time.cancel(cast.member, taskId);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      task: { _id: taskId, timeEntries: [], totalTime: 0, activeTimers: [] },
    });
    expect(await runningOf(cast.member)).toEqual([]);
    const again = await time.cancel(cast.member, taskId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'No running timer on this task' });
  });
});

describe('who may time a task', () => {
  it('asks for a session, and hides tasks of boards the user cannot see', async () => {
    const taskId = await taskOn(boardOne, 'Private');
    expect((await time.start(null, taskId)).statusCode).toBe(401);
    expect((await time.active(null)).statusCode).toBe(401);
    for (const account of [cast.outsider, cast.client]) {
      const refused = await time.start(account, taskId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Task not found' });
    }
    expect((await time.start(cast.member, 'not-a-task')).statusCode).toBe(400);
  });

  it('stops showing a timer left on a board the user was removed from', async () => {
    const taskId = await taskOn(boardOne, 'Guest work');
    await t.app.inject({
      method: 'POST',
      url: '/api/boards/members',
      headers: bearer(cast.manager),
      payload: { boardId: boardOne.id, userId: cast.client.user._id },
    });
    await started(cast.client, taskId);
    expect((await time.active(cast.client)).json<ActiveTimerResponse>().timer).not.toBeNull();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/boards/${boardOne.id}/members/${cast.client.user._id}`,
      headers: bearer(cast.manager),
    });
    expect((await time.active(cast.client)).json()).toEqual({ timer: null });
    // Starting elsewhere still replaces it, without showing the task they can no longer see.
    const elsewhere = await taskOn(boardTwo, 'Client work');
    await t.app.inject({
      method: 'POST',
      url: '/api/boards/members',
      headers: bearer(cast.manager),
      payload: { boardId: boardTwo.id, userId: cast.client.user._id },
    });
    await later(3 * MINUTE);
    const onNew = await started(cast.client, elsewhere);
    expect(onNew.replaced).toBeNull();
    const left = await time.task(cast.manager, taskId);
    expect(left.timeEntries.map((entry) => entry.duration)).toEqual([180]);
  });
});

it('documents the routes in the OpenAPI description', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, unknown>;
  }>();
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/tasks/{id}/timer/start',
      '/api/tasks/{id}/timer/stop',
      '/api/tasks/{id}/timer/cancel',
      '/api/tasks/timers/active',
      '/api/tasks/{id}/time',
      '/api/tasks/{id}/time/{entryId}',
      '/api/boards/{id}/working-hours-quota',
    ]),
  );
});
