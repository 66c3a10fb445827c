import type { Checklist, Task } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { checklistCalls } from '../../test/checklist-calls';
import { aboutTask, notificationsOf } from '../../test/notifications-of';
import { createTestApp, emailsTo, type TestApp } from '../../test/test-app';
import { DAY, HOUR } from '../../test/test-clock';
import { everyoneIn, timeCalls } from '../../test/time-calls';
import {
  createCast,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';
import { sendChecklistItemReminders } from './checklist-reminders.service';

/** The background run waits an hour: these tests run theirs by hand. */
const QUIET = { NOTIFICATION_SWEEP_SECONDS: '3600' };

let t: TestApp;
let cast: Cast;
let calls: ReturnType<typeof boardCalls>;
let items: ReturnType<typeof checklistCalls>;
let board: TestBoard;
let task: Task;
let checklist: Checklist;
/** Moves the clock on, keeping everyone signed in (access tokens last 15 minutes). */
let later: (ms: number) => Promise<void>;

beforeAll(async () => {
  t = await createTestApp({}, QUIET);
  cast = await createCast(t.app);
  const workspace = await createWorkspaceWithCast(t.app, cast);
  calls = boardCalls(t, workspace.id, cast.member);
  items = checklistCalls(calls, cast.member);
  board = await calls.newBoard('Launch');
  task = await calls.newTask(board, { title: 'Ship the release' });
  checklist = await items.addChecklist(task._id, 'Release steps');
  const time = timeCalls(t);
  later = (ms) => time.advance(ms, everyoneIn(cast));
});
afterAll(async () => {
  await t.close();
});

const fromNow = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

/** An item of the checklist assigned to `to`, due `dueIn` ms from the test clock's now. */
const dueIn = (dueIn: number, title: string, to: Account = cast.manager) =>
  items.addItem(checklist._id, { title, assigneeId: to.user._id, dueDate: fromNow(dueIn) });

const remindersOf = (account: Account) =>
  notificationsOf(
    t.app,
    account,
    (each) => each.type === 'checklist_item_due' && aboutTask(task)(each),
  );

/** The titles of `account`'s reminders of one item (named first in their message), newest first. */
const remindersOfItem = async (title: string, account = cast.manager) =>
  (await remindersOf(account))
    .filter((each) => each.message.startsWith(`<strong>${title}</strong>`))
    .map((each) => each.title);

describe('checklist item reminders', () => {
  it("remind an item's assignee once, in the app and by email, a day before its due date", async () => {
    await dueIn(3 * HOUR, 'Tag <the> build');

    expect(await sendChecklistItemReminders(t.app.ctx)).toBe(1);
    const reminders = await remindersOf(cast.manager);
    expect(reminders).toEqual([
      expect.objectContaining({
        title: 'Checklist item due soon',
        message:
          '<strong>Tag &lt;the&gt; build</strong> (Release steps) on ' +
          `<strong>Ship the release</strong> (${task.taskId}) is due within a day.`,
        sender: null,
      }),
    ]);
    expect(reminders[0]?.link).toMatch(new RegExp(`/projects/${board.id}\\?task=${task.taskId}$`));
    const subjects = (await emailsTo(t.app, cast.manager.user.email)).map((each) => each.subject);
    expect(subjects).toContain('Checklist item due soon');
    expect(await remindersOf(cast.member)).toEqual([]);
    expect(await sendChecklistItemReminders(t.app.ctx)).toBe(0);

    // Past its date it is not reminded again: one reminder per item and date.
    await later(4 * HOUR);
    expect(await sendChecklistItemReminders(t.app.ctx)).toBe(0);
    expect(await remindersOf(cast.manager)).toHaveLength(1);
  });

  it('remind a new due date again, an item first seen past its date as overdue, and nothing else', async () => {
    const moved = await dueIn(2 * HOUR, 'Write the notes');
    await dueIn(-2 * HOUR, 'Freeze the branch');
    await dueIn(3 * DAY, 'Announce it');
    const ticked = await dueIn(HOUR, 'Already done');
    expect((await items.updateItem(ticked._id, { done: true })).statusCode).toBe(200);
    await items.addItem(checklist._id, { title: 'Nobody on it', dueDate: fromNow(HOUR) });
    expect(await sendChecklistItemReminders(t.app.ctx)).toBe(2);

    const changed = await items.updateItem(moved._id, { dueDate: fromNow(5 * HOUR) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sendChecklistItemReminders(t.app.ctx)).toBe(1);
    expect(await remindersOfItem('Write the notes')).toEqual([
      'Checklist item due soon',
      'Checklist item due soon',
    ]);
    expect(await remindersOfItem('Freeze the branch')).toEqual(['Checklist item overdue']);
    for (const title of ['Announce it', 'Already done', 'Nobody on it'])
      expect(await remindersOfItem(title)).toEqual([]);
  });

  it('skip an assignee who can no longer see the board', async () => {
    const added = await calls.inject(cast.member, 'POST', '/api/boards/members', {
      boardId: board.id,
      userId: cast.guest.user._id,
      role: 'collaborator',
    });
    expect(added.statusCode, added.body).toBe(200);
    const item = await dueIn(HOUR, 'Check the guest list', cast.guest);
    const removed = await calls.inject(
      cast.member,
      'DELETE',
      `/api/boards/${board.id}/members/${cast.guest.user._id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    // Still assigned: leaving the board does not clear it.
    const listed = (await items.list(task._id)).json<{ checklists: Checklist[] }>().checklists;
    const stillThere = listed[0]?.items.find((each) => each._id === item._id);
    expect(stillThere?.assigneeId).toBe(cast.guest.user._id);

    expect(await sendChecklistItemReminders(t.app.ctx)).toBe(0);
    expect(await remindersOfItem('Check the guest list', cast.guest)).toEqual([]);
  });
});
