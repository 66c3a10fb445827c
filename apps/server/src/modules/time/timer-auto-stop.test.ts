import type { StartTimerResponse, TimeEntryResponse } from '@teamboard/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, timeEntries } from '../../db/schema/index';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import { bearer, verifiedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HOUR, MINUTE, TestClock } from '../../test/test-clock';
import { everyoneIn, timeCalls } from '../../test/time-calls';
import {
  createCast,
  createWorkspaceWithCast,
  type Account,
  type Cast,
} from '../../test/workspace-fixture';
import { sweepOverdueTimers } from './timer-auto-stop.service';

const LIMIT_SECONDS = 12 * 3600;

let t: TestApp;
let cast: Cast;
let workspace: { id: string; url: string };
let time: ReturnType<typeof timeCalls>;
let calls: ReturnType<typeof boardCalls>;
let board: TestBoard;

beforeAll(async () => {
  // The background sweep waits an hour: these tests run theirs by hand.
  t = await createTestApp({}, { TIMER_SWEEP_SECONDS: '3600' });
  cast = await createCast(t.app);
  workspace = await createWorkspaceWithCast(t.app, cast);
  time = timeCalls(t);
  calls = boardCalls(t, workspace.id, cast.manager);
  board = await calls.newBoard('Long days');
});
afterAll(async () => {
  await t.close();
});

const later = (ms: number) => time.advance(ms, everyoneIn(cast));

async function startOn(account: Account, title: string) {
  const task = await calls.newTask(board, { title });
  const response = await time.start(account, task._id);
  expect(response.statusCode, response.body).toBe(200);
  return { task, timer: response.json<StartTimerResponse>().timeEntry };
}

/** The account's timer notifications (joining the workspace brought others). */
const notificationsOf = (account: Account) =>
  t.app.ctx.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, account.user._id), eq(notifications.type, 'timer_auto_stopped')),
    );

describe('the auto-stop sweep', () => {
  it('stops a timer past the limit at the limit, and tells its owner', async () => {
    const { task, timer } = await startOn(cast.member, 'Deploy <script> & "friends"');
    await later(6 * HOUR);
    const younger = await startOn(cast.admin, 'Still going');
    await later(6 * HOUR + MINUTE);

    expect(await sweepOverdueTimers(t.app.ctx)).toBe(1);
    const stopped = await time.task(cast.member, task._id);
    expect(stopped.activeTimers).toEqual([]);
    expect(stopped.timeEntries).toEqual([{ ...timer, duration: LIMIT_SECONDS }]);
    expect(stopped.totalTime).toBe(LIMIT_SECONDS);
    expect((await time.active(cast.member)).json()).toEqual({ timer: null });

    const [notification, ...more] = await notificationsOf(cast.member);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      type: 'timer_auto_stopped',
      title: 'Timer stopped automatically',
      senderId: null,
      read: false,
      link: `/${workspace.url}/projects/${board.id}?task=${task.taskId}`,
    });
    expect(notification?.message).toContain(
      '<strong>Deploy &lt;script&gt; &amp; &quot;friends&quot;</strong>',
    );
    expect(notification?.message).toContain('12 hours');

    // Under the limit: untouched, and a second sweep finds nothing to do.
    expect((await time.task(cast.admin, younger.task._id)).activeTimers).toHaveLength(1);
    expect(await sweepOverdueTimers(t.app.ctx)).toBe(0);
    expect(await notificationsOf(cast.member)).toHaveLength(1);
    expect(await notificationsOf(cast.admin)).toEqual([]);
  });

  it('caps a timer stopped by hand after the limit but before the sweep', async () => {
    const mine = await startOn(cast.owner, 'Overtime');
    await later(13 * HOUR);
    const stopped = await time.stop(cast.owner, mine.task._id);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<TimeEntryResponse>().timeEntry.duration).toBe(LIMIT_SECONDS);
  });

  it('never stops one timer twice when sweeps run side by side', async () => {
    const accounts = [cast.member, cast.admin, cast.manager, cast.owner];
    for (const account of accounts) await startOn(account, `Parallel ${account.user.name}`);
    await later(12 * HOUR + MINUTE);
    const before = (await t.app.ctx.db.select().from(notifications)).length;
    const counts = await Promise.all([
      sweepOverdueTimers(t.app.ctx),
      sweepOverdueTimers(t.app.ctx),
      sweepOverdueTimers(t.app.ctx),
    ]);
    expect(counts.reduce((a, b) => a + b)).toBe(accounts.length);
    expect((await t.app.ctx.db.select().from(notifications)).length).toBe(before + accounts.length);
    const running = await t.app.ctx.db
      .select()
      .from(timeEntries)
      .where(isNull(timeEntries.duration));
    expect(running).toEqual([]);
  });
});

describe('across a restart', () => {
  it('stops at start-up a timer that went overdue while the server was down', async () => {
    const clock = new TestClock();
    const first = await createTestApp({ clock });
    const owner = await verifiedUser(first.app);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/workspaces',
      headers: bearer(owner),
      payload: { name: 'Restarts', url: `restarts-${process.pid}` },
    });
    const space = created.json<{ workspace: { _id: string } }>().workspace._id;
    const onFirst = boardCalls(first, space, owner);
    const task = await onFirst.newTask(await onFirst.newBoard(), { title: 'Left running' });
    expect((await timeCalls(first).start(owner, task._id)).statusCode).toBe(200);
    await first.app.close();

    clock.advance(12 * HOUR + MINUTE);
    const second = await createTestApp({ clock, database: first.database });
    try {
      await second.app.ready();
      const [entry] = await second.app.ctx.db
        .select()
        .from(timeEntries)
        .where(eq(timeEntries.taskId, task._id));
      expect(entry?.duration).toBe(LIMIT_SECONDS);
      const told = await second.app.ctx.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.user._id));
      expect(told).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
