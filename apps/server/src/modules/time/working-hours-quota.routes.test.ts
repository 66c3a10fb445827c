import type { WorkingHoursQuota } from '@teamboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardCalls, type TestBoard } from '../../test/board-fixture';
import type { TestApp } from '../../test/test-app';
import { HOUR } from '../../test/test-clock';
import { everyoneIn, timeCalls } from '../../test/time-calls';
import { castWorkspace, type Account, type Cast } from '../../test/workspace-fixture';

let t: TestApp;
let cast: Cast;
let time: ReturnType<typeof timeCalls>;
let calls: ReturnType<typeof boardCalls>;
/** Made by the manager: its admin. */
let board: TestBoard;
let elsewhere: TestBoard;

/** A Wednesday noon (UTC) some weeks ahead: the clock is moved there, so weeks are known. */
function nextWednesdayNoon(): Date {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 14));
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  day.setUTCHours(12);
  return day;
}
let wednesday: Date;

beforeAll(async () => {
  let workspace: { id: string };
  ({ t, cast, workspace } = await castWorkspace());
  time = timeCalls(t);
  calls = boardCalls(t, workspace.id, cast.manager);
  board = await calls.newBoard('Quota board');
  elsewhere = await calls.newBoard('Another board');
  wednesday = nextWednesdayNoon();
  await time.advance(wednesday.getTime() - t.clock.now().getTime(), everyoneIn(cast));
});
afterAll(async () => {
  await t.close();
});

const url = (boardId: string, timeZone?: string) =>
  `/api/boards/${boardId}/working-hours-quota${timeZone ? `?timeZone=${timeZone}` : ''}`;

async function quotaOf(account: Account, boardId = board.id, timeZone?: string) {
  const response = await time.send(account, 'GET', url(boardId, timeZone));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ quota: WorkingHoursQuota }>().quota;
}

async function log(account: Account, on: TestBoard, startTime: string, duration: number) {
  const task = await calls.newTask(on, { title: 'Logged' });
  const response = await time.addTime(account, task._id, { startTime, duration });
  expect(response.statusCode, response.body).toBe(201);
}

describe('the weekly hours quota', () => {
  it('is set by the board’s admins only, and cleared with null', async () => {
    const set = await time.send(cast.manager, 'PUT', url(board.id), { weeklyHours: 37.5 });
    expect(set.statusCode).toBe(200);
    expect(set.json<{ quota: WorkingHoursQuota }>().quota.weeklyHours).toBe(37.5);
    expect((await quotaOf(cast.member)).weeklyHours).toBe(37.5);

    const refused = await time.send(cast.member, 'PUT', url(board.id), { weeklyHours: 10 });
    expect(refused.statusCode).toBe(403);
    const byAdmin = await time.send(cast.admin, 'PUT', url(board.id), { weeklyHours: 40 });
    expect(byAdmin.statusCode).toBe(200);

    for (const [body, message] of [
      [{ weeklyHours: 0 }, 'Weekly hours must be more than 0'],
      [{ weeklyHours: 10_001 }, 'Weekly hours must be at most 10000'],
      [{ weeklyHours: 5, extra: true }, 'Unrecognized key: "extra"'],
    ] as const) {
      const response = await time.send(cast.manager, 'PUT', url(board.id), body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    expect((await quotaOf(cast.member)).weeklyHours).toBe(40);

    const cleared = await time.send(cast.manager, 'PUT', url(elsewhere.id), { weeklyHours: null });
    expect(cleared.json<{ quota: WorkingHoursQuota }>().quota.weeklyHours).toBeNull();
  });

  it('is hidden from people who cannot see the board', async () => {
    for (const account of [cast.client, cast.outsider]) {
      const read = await time.send(account, 'GET', url(board.id));
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ message: 'Board not found' });
      expect((await time.send(account, 'PUT', url(board.id), { weeklyHours: 1 })).statusCode).toBe(
        404,
      );
    }
    expect((await time.send(null, 'GET', url(board.id))).statusCode).toBe(401);
  });

  it('counts this week’s entries per member, not last week’s nor other boards’', async () => {
    const monday = new Date(wednesday.getTime() - 2 * 24 * HOUR - 12 * HOUR);
    const at = (hoursFromMonday: number) =>
      new Date(monday.getTime() + hoursFromMonday * HOUR).toISOString();
    await log(cast.member, board, at(9), 3600);
    await log(cast.member, board, at(30), 1800);
    await log(cast.owner, board, at(10), 600);
    await log(cast.admin, board, at(11), 7200);
    // Sunday 23:00 UTC of the week before, and another board's time: not counted.
    await log(cast.member, board, at(-1), 5400);
    await log(cast.admin, elsewhere, at(12), 3600);

    const quota = await quotaOf(cast.member);
    expect(quota).toMatchObject({
      weekStart: monday.toISOString(),
      weekEnd: new Date(monday.getTime() + 7 * 24 * HOUR).toISOString(),
      timeZone: 'UTC',
      loggedSeconds: 3600 + 1800 + 600 + 7200,
    });
    expect(quota.members.map((member) => [member.user._id, member.loggedSeconds])).toEqual([
      [cast.admin.user._id, 7200],
      [cast.member.user._id, 5400],
      [cast.owner.user._id, 600],
    ]);
    expect(quota.members[0]?.user).toEqual({
      _id: cast.admin.user._id,
      name: cast.admin.user.name,
      username: cast.admin.user.username,
      avatar: null,
    });

    // In Tokyo (UTC+9) the week began on Sunday at 15:00 UTC: the Sunday entry counts there.
    const tokyo = await quotaOf(cast.member, board.id, 'Asia/Tokyo');
    expect(tokyo).toMatchObject({
      weekStart: new Date(monday.getTime() - 9 * HOUR).toISOString(),
      timeZone: 'Asia/Tokyo',
      loggedSeconds: 3600 + 1800 + 600 + 7200 + 5400,
    });
    expect(tokyo.members[0]).toMatchObject({
      user: { _id: cast.member.user._id },
      loggedSeconds: 10_800,
    });

    const bad = await time.send(cast.member, 'GET', url(board.id, 'Mars/Olympus'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Unknown time zone' });
  });
});
