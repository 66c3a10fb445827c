import type {
  StartTimerResponse,
  Task,
  TimeEntryDeletedResponse,
  TimeEntryResponse,
} from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeEntries } from '../../db/schema/index';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { bearer } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { timeCalls } from '../../test/time-calls';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let time: ReturnType<typeof timeCalls>;
let calls: ReturnType<typeof boardCalls>;
/** Made by the manager (so its admin), with the guest added as a collaborator. */
let board: TestBoard;

beforeAll(async () => {
  let workspace: { id: string };
  ({ t, cast, workspace } = await castWorkspace());
  time = timeCalls(t);
  calls = boardCalls(t, workspace.id, cast.manager);
  board = await calls.newBoard('Logged work');
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/boards/members',
    headers: bearer(cast.manager),
    payload: { boardId: board.id, userId: cast.guest.user._id },
  });
  expect(added.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const newTask = async (title = 'Timesheet') => (await calls.newTask(board, { title }))._id;

async function logged(
  account: Account,
  taskId: string,
  fields: { startTime?: string; duration?: number; description?: string } = {},
): Promise<TimeEntryResponse> {
  const response = await time.addTime(account, taskId, {
    startTime: time.minutesAgo(120),
    duration: 3600,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TimeEntryResponse>();
}

const rowsOf = (taskId: string) =>
  t.app.ctx.db.select().from(timeEntries).where(eq(timeEntries.taskId, taskId));

const sum = (task: Task) => task.timeEntries.reduce((total, entry) => total + entry.duration, 0);

describe('logging time by hand', () => {
  it('adds an entry by the signed-in user and counts it in the task’s total', async () => {
    const taskId = await newTask();
    const startTime = time.minutesAgo(90);
    const response = await time.addTime(cast.member, taskId, {
      startTime,
      duration: 1800,
      description: 'Specs',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<TimeEntryResponse>();
    expect(body.timeEntry).toEqual({
      _id: expect.any(String) as string,
      user: {
        _id: cast.member.user._id,
        name: cast.member.user.name,
        username: cast.member.user.username,
        avatar: null,
      },
      startTime,
      description: 'Specs',
      duration: 1800,
    });
    expect(body.totalTime).toBe(1800);
    await logged(cast.guest, taskId, { duration: 60, startTime: time.minutesAgo(200) });
    const task = await time.task(cast.manager, taskId);
    expect(task.totalTime).toBe(1860);
    // Oldest first.
    expect(task.timeEntries.map((entry) => entry.duration)).toEqual([60, 1800]);
  });

  it('refuses bad entries with a message and changes nothing', async () => {
    const taskId = await newTask();
    await logged(cast.member, taskId);
    const cases: [object, string][] = [
      [{ duration: 59 }, 'Duration must be at least 1 minute'],
      [{ duration: 86_401 }, 'Duration must be at most 24 hours'],
      [{ duration: 90.5 }, 'Duration must be a whole number of seconds'],
      [{ startTime: time.minutesAgo(-60), duration: 60 }, 'Start time cannot be in the future'],
      [{ startTime: time.minutesAgo(10), duration: 3600 }, 'The entry cannot end in the future'],
      [{ startTime: 'yesterday' }, 'Use an ISO date-time'],
      [{ hours: 1 }, 'Unrecognized key: "hours"'],
    ];
    for (const [fields, message] of cases) {
      const response = await time.addTime(cast.member, taskId, {
        startTime: time.minutesAgo(120),
        duration: 600,
        ...fields,
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json(), JSON.stringify(fields)).toMatchObject({
        message,
        code: 'VALIDATION_ERROR',
      });
    }
    const missing = await time.addTime(cast.member, taskId, { duration: 600 });
    expect(missing.statusCode).toBe(400);
    expect(await rowsOf(taskId)).toHaveLength(1);
    expect((await time.task(cast.member, taskId)).totalTime).toBe(3600);
  });

  it('accepts a whole day that ended just now', async () => {
    const taskId = await newTask();
    const entry = await logged(cast.member, taskId, {
      startTime: time.minutesAgo(24 * 60),
      duration: 86_400,
    });
    expect(entry.totalTime).toBe(86_400);
  });
});

describe('changing an entry', () => {
  it('updates the given fields only, and the total with them', async () => {
    const taskId = await newTask();
    const { timeEntry } = await logged(cast.member, taskId, { description: 'First draft' });
    const response = await time.updateTime(cast.member, taskId, timeEntry._id, { duration: 2700 });
    expect(response.statusCode).toBe(200);
    const body = response.json<TimeEntryResponse>();
    expect(body.timeEntry).toEqual({ ...timeEntry, duration: 2700 });
    expect(body.totalTime).toBe(2700);
    const cleared = await time.updateTime(cast.member, taskId, timeEntry._id, { description: '' });
    expect(cleared.json<TimeEntryResponse>().timeEntry.description).toBeNull();
  });

  it('keeps the entry in the past and within the limits', async () => {
    const taskId = await newTask();
    const { timeEntry } = await logged(cast.member, taskId, { startTime: time.minutesAgo(120) });
    const longer = await time.updateTime(cast.member, taskId, timeEntry._id, { duration: 10_800 });
    expect(longer.statusCode).toBe(400);
    expect(longer.json()).toMatchObject({ message: 'The entry cannot end in the future' });
    const later = await time.updateTime(cast.member, taskId, timeEntry._id, {
      startTime: time.minutesAgo(-5),
    });
    expect(later.json()).toMatchObject({ message: 'Start time cannot be in the future' });
    const short = await time.updateTime(cast.member, taskId, timeEntry._id, { duration: 30 });
    expect(short.json()).toMatchObject({ message: 'Duration must be at least 1 minute' });
    expect((await time.task(cast.member, taskId)).timeEntries).toEqual([timeEntry]);
  });

  it('answers 404 for an entry of another task, a running timer, or no entry', async () => {
    const taskId = await newTask();
    const otherTask = await newTask('Other');
    const { timeEntry } = await logged(cast.member, otherTask);
    const started = (await time.start(cast.member, taskId)).json<StartTimerResponse>();
    for (const entryId of [
      timeEntry._id,
      started.timeEntry._id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const update = await time.updateTime(cast.member, taskId, entryId, { duration: 120 });
      expect(update.statusCode).toBe(404);
      expect(update.json()).toMatchObject({ message: 'Time entry not found' });
      expect((await time.deleteTime(cast.member, taskId, entryId)).statusCode).toBe(404);
    }
    expect((await time.updateTime(cast.member, taskId, 'nope', {})).statusCode).toBe(400);
    expect((await time.cancel(cast.member, taskId)).statusCode).toBe(200);
  });

  it('lets only the author or a project admin change or delete an entry', async () => {
    const taskId = await newTask();
    const mine = (await logged(cast.guest, taskId)).timeEntry;
    for (const account of [cast.member, cast.client]) {
      const update = await time.updateTime(account, taskId, mine._id, { duration: 60 });
      const remove = await time.deleteTime(account, taskId, mine._id);
      if (account === cast.client) {
        // Not on the board at all: the task does not exist for them.
        expect(update.statusCode).toBe(404);
        expect(remove.json()).toMatchObject({ message: 'Task not found' });
        continue;
      }
      expect(update.statusCode).toBe(403);
      expect(update.json()).toEqual({
        message: 'Only the author or a project admin can change this time entry',
        code: 'FORBIDDEN',
      });
      expect(remove.statusCode).toBe(403);
    }
    expect((await time.task(cast.guest, taskId)).timeEntries).toEqual([mine]);

    // The board's admin, and the workspace's admins, may.
    const byManager = await time.updateTime(cast.manager, taskId, mine._id, { duration: 120 });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json<TimeEntryResponse>().timeEntry.user._id).toBe(cast.guest.user._id);
    const byAdmin = await time.updateTime(cast.admin, taskId, mine._id, { description: 'Fixed' });
    expect(byAdmin.statusCode).toBe(200);
    const other = (await logged(cast.member, taskId)).timeEntry;
    const removed = await time.deleteTime(cast.owner, taskId, other._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TimeEntryDeletedResponse>().totalTime).toBe(120);
  });

  it('deletes the author’s own entry and answers the new total', async () => {
    const taskId = await newTask();
    const first = (await logged(cast.guest, taskId, { duration: 600 })).timeEntry;
    await logged(cast.guest, taskId, { duration: 900 });
    const response = await time.deleteTime(cast.guest, taskId, first._id);
    expect(response.statusCode).toBe(200);
    const body = response.json<TimeEntryDeletedResponse>();
    expect(body.totalTime).toBe(900);
    expect(body.task.timeEntries.map((entry) => entry.duration)).toEqual([900]);
    expect((await time.deleteTime(cast.guest, taskId, first._id)).statusCode).toBe(404);
  });
});

describe('who may log time', () => {
  it('keeps people off boards they cannot see, and asks for a session', async () => {
    const taskId = await newTask();
    for (const account of [cast.client, cast.outsider]) {
      expect((await time.send(account, 'GET', `/api/tasks/${taskId}`)).statusCode).toBe(404);
      const refused = await time.addTime(account, taskId, {
        startTime: time.minutesAgo(60),
        duration: 600,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Task not found' });
    }
    const anonymous = await time.addTime(null, taskId, {
      startTime: time.minutesAgo(60),
      duration: 600,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(taskId)).toEqual([]);
  });
});

describe('totals under concurrent writes', () => {
  it('stay the sum of the entries that survive', async () => {
    const taskId = await newTask('Busy task');
    const seeded = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((index) => logged(cast.member, taskId, { duration: index * 60 })),
    );
    const writes = [
      ...Array.from({ length: 20 }, (_, index) =>
        time.addTime(index % 2 ? cast.member : cast.guest, taskId, {
          startTime: time.minutesAgo(300 + index),
          duration: 60 + index,
        }),
      ),
      ...seeded
        .slice(0, 3)
        .map((entry) =>
          time.updateTime(cast.member, taskId, entry.timeEntry._id, { duration: 999 }),
        ),
      ...seeded.slice(3).map((entry) => time.deleteTime(cast.member, taskId, entry.timeEntry._id)),
    ];
    const answers = await Promise.all(writes);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array<number>(20).fill(201),
      ...Array<number>(6).fill(200),
    ]);
    // Every answer is consistent in itself.
    for (const answer of answers) {
      const body = answer.json<{ totalTime: number; task: Task }>();
      expect(body.totalTime).toBe(sum(body.task));
      expect(body.task.totalTime).toBe(body.totalTime);
    }
    const task = await time.task(cast.member, taskId);
    const expected =
      3 * 999 + Array.from({ length: 20 }, (_, index) => 60 + index).reduce((a, b) => a + b);
    expect(task.timeEntries).toHaveLength(23);
    expect(task.totalTime).toBe(expected);
    expect(sum(task)).toBe(expected);
    const listed = (await calls.boardTasks(board)).find((each) => each._id === taskId);
    expect(listed?.totalTime).toBe(expected);
  });
});
