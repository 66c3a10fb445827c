import type { Task } from '@teamboard/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { io } from 'socket.io-client';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopRealtime } from '../../lib/realtime/socket-connection';
import { boardUpdate, type BoardChange } from '../../test/board-update-fixtures';
import { fakeSocketFactory, type FakeSocket } from '../../test/fake-socket';
import { json } from '../../test/fetch-mock';
import { openTaskBoard } from '../../test/task-board';
import { buildTask } from '../../test/task-fixtures';
import {
  ada,
  buildQuota,
  buildTimeEntry,
  grace,
  lookupOf,
  runningTimer,
} from '../../test/time-fixtures';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

const STARTED = '2026-03-02T09:00:00.000Z';
const copy = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy' });
const copyRunning: Task = { ...copy, activeTimers: [runningTimer(ada, STARTED)] };
const QUOTA = 'GET /api/boards/board-1/working-hours-quota';
const ACTIVE = 'GET /api/tasks/timers/active';

let sockets: ReturnType<typeof fakeSocketFactory>;

beforeEach(() => {
  sockets = fakeSocketFactory();
  vi.mocked(io).mockClear().mockImplementation(sockets.io);
});
afterEach(() => {
  toast.dismiss();
  stopRealtime();
});

/** The board open with the header's timer on `copy`; the socket connected and in the room. */
async function openLiveBoard(timerAfter: () => Task | null) {
  let first = true;
  const opened = openTaskBoard(
    [copyRunning],
    {
      [ACTIVE]: () => {
        const running = first ? copyRunning : timerAfter();
        first = false;
        return json(200, { timer: running ? lookupOf(running, STARTED) : null });
      },
      [QUOTA]: () => json(200, { quota: buildQuota({ weeklyHours: 40 }) }),
    },
    { properties: ['title', 'totalTime', 'activeTimers'] },
  );
  await screen.findByTestId('active-timer');
  const socket: FakeSocket = await waitFor(() => sockets.latest());
  act(() => socket.accept('sock-1'));
  await waitFor(() => expect(socket.sent.map(({ event }) => event)).toContain('join-board'));
  const receive = (change: BoardChange, initiator: string) =>
    act(() => socket.receive('board-update', boardUpdate('board-1', change, { initiator })));
  return { ...opened, receive };
}

describe('time tracking, live', () => {
  it('drops the header timer when the server stopped it on its own', async () => {
    const timeEntry = buildTimeEntry({ duration: 8 * 3600 });
    const stopped: Task = { ...copy, timeEntries: [timeEntry], totalTime: 8 * 3600 };
    const { network, receive } = await openLiveBoard(() => null);
    const quotaFetches = network.calls(QUOTA).length;

    receive({ type: 'TASK_TIMER_AUTO_STOPPED', payload: { task: stopped, timeEntry } }, 'user-1');

    await waitFor(() => expect(screen.queryByTestId('active-timer')).not.toBeInTheDocument());
    const card = screen.getByTestId('task-card-t-1');
    expect(card).toHaveTextContent('8h');
    expect(within(card).queryByRole('list', { name: 'Running timers' })).not.toBeInTheDocument();
    await waitFor(() => expect(network.calls(QUOTA).length).toBeGreaterThan(quotaFetches));
  });

  it('leaves the header alone when someone else starts a timer elsewhere', async () => {
    const { network, receive } = await openLiveBoard(() => copyRunning);
    const other = buildTask({
      _id: 't-2',
      taskId: 'WEB-2',
      title: 'Draw logo',
      activeTimers: [runningTimer(grace, STARTED, 'run-9')],
    });
    const fetches = network.calls(ACTIVE).length;

    receive({ type: 'TASK_TIMER_STARTED', payload: { task: other } }, 'user-2');

    expect(
      await within(await screen.findByTestId('task-card-t-2')).findByRole('list', {
        name: 'Running timers',
      }),
    ).toBeVisible();
    expect(network.calls(ACTIVE)).toHaveLength(fetches);
    expect(screen.getByTestId('active-timer')).toHaveTextContent('Write copy');
  });
});
