import type { Notification, Task } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { aboutTask, notificationsOf } from '../../test/notifications-of';
import { createTestApp, type TestApp } from '../../test/test-app';
import { everyoneIn, timeCalls } from '../../test/time-calls';
import { DAY, HOUR } from '../../test/test-clock';
import {
  createCast,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';
import { sendDueDateReminders } from './due-date-reminders.service';

/** The background run waits an hour: these tests run theirs by hand. */
const QUIET = { NOTIFICATION_SWEEP_SECONDS: '3600' };

let t: TestApp;
let cast: Cast;
let calls: ReturnType<typeof boardCalls>;
let board: TestBoard;
/** Moves the clock on, keeping everyone signed in (access tokens last 15 minutes). */
let later: (ms: number) => Promise<void>;

beforeAll(async () => {
  t = await createTestApp({}, QUIET);
  cast = await createCast(t.app);
  const workspace = await createWorkspaceWithCast(t.app, cast);
  calls = boardCalls(t, workspace.id, cast.member);
  board = await calls.newBoard('Deadlines');
  const time = timeCalls(t);
  later = (ms) => time.advance(ms, everyoneIn(cast));
});
afterAll(async () => {
  await t.close();
});

/** A task assigned to the manager, due `fromNow` ms from the test clock's now. */
const dueIn = (fromNow: number, title: string) =>
  calls.newTask(board, {
    title,
    dueDate: new Date(t.clock.now().getTime() + fromNow).toISOString(),
    assignees: [cast.manager.user._id],
  });

const remindersOf = (account: Account, task: Task) =>
  notificationsOf(t.app, account, (each) => each.type === 'task_due_date' && aboutTask(task)(each));

const titles = (notifications: Notification[]) => notifications.map((each) => each.title);

describe('due-date reminders', () => {
  it("remind a task's assignees a day before and once it has passed, each once", async () => {
    const task = await dueIn(3 * HOUR, 'Send the invoices');

    expect(await sendDueDateReminders(t.app.ctx)).toBe(1);
    const [soon] = await remindersOf(cast.manager, task);
    expect(soon).toMatchObject({
      title: 'Task due soon',
      message: `<strong>Send the invoices</strong> (${task.taskId}) is due within a day.`,
      sender: null,
    });
    expect(await remindersOf(cast.member, task)).toEqual([]);
    expect(await sendDueDateReminders(t.app.ctx)).toBe(0);

    await later(4 * HOUR);
    expect(await sendDueDateReminders(t.app.ctx)).toBe(1);
    expect(titles(await remindersOf(cast.manager, task))).toEqual([
      'Task overdue',
      'Task due soon',
    ]);
    expect(await sendDueDateReminders(t.app.ctx)).toBe(0);

    await later(2 * DAY);
    expect(await sendDueDateReminders(t.app.ctx)).toBe(0);
  });

  it('remind a new due date again, and nothing further than a day ahead or unassigned', async () => {
    const task = await dueIn(2 * HOUR, 'Book the venue');
    const later = await dueIn(3 * DAY, 'Print the badges');
    const nobodys = await calls.newTask(board, {
      title: 'Nobody on it',
      dueDate: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(await sendDueDateReminders(t.app.ctx)).toBe(1);

    await calls.updateTask(task._id, {
      dueDate: new Date(t.clock.now().getTime() + 5 * HOUR).toISOString(),
    });
    expect(await sendDueDateReminders(t.app.ctx)).toBe(1);
    expect(titles(await remindersOf(cast.manager, task))).toEqual([
      'Task due soon',
      'Task due soon',
    ]);
    expect(await remindersOf(cast.manager, later)).toEqual([]);
    expect(await remindersOf(cast.member, nobodys)).toEqual([]);
  });

  it('go out once from two servers on one database, and not again after a restart', async () => {
    const second = await createTestApp({ database: t.database }, QUIET);
    second.clock.advance(t.clock.now().getTime() - second.clock.now().getTime());
    const task = await dueIn(HOUR, 'Renew the domain');

    const sent = await Promise.all([
      sendDueDateReminders(t.app.ctx),
      sendDueDateReminders(second.app.ctx),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    await second.app.close();

    const restarted = await createTestApp({ database: t.database }, QUIET);
    restarted.clock.advance(t.clock.now().getTime() - restarted.clock.now().getTime());
    expect(await sendDueDateReminders(restarted.app.ctx)).toBe(0);
    await restarted.app.close();
    expect(titles(await remindersOf(cast.manager, task))).toEqual(['Task due soon']);
  });
});
