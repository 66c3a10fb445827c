import type { StartTimerResponse, Task } from '@teamboard/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fetch-mock';
import { openTaskBoard } from '../../test/task-board';
import { buildTask } from '../../test/task-fixtures';
import { ada, buildTimeEntry, lookupOf, runningTimer } from '../../test/time-fixtures';

const PROPERTIES = ['title', 'totalTime', 'activeTimers'] as const;
const STARTED = '2026-03-02T09:00:00.000Z';

const copy = buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'Write copy' });
const logo = buildTask({ _id: 't-2', taskId: 'WEB-2', title: 'Draw logo', position: 2048 });
const copyRunning: Task = { ...copy, activeTimers: [runningTimer(ada, STARTED)] };

/** The board with `tasks`, the header's timer on `running` (or none) since STARTED. */
function openBoard(tasks: Task[], running: Task | null, extra = {}) {
  return openTaskBoard(
    tasks,
    {
      'GET /api/tasks/timers/active': () =>
        json(200, { timer: running ? lookupOf(running, STARTED) : null }),
      ...extra,
    },
    { properties: [...PROPERTIES] },
  );
}

const widget = () => screen.findByTestId('active-timer');
const card = (id: string) => screen.findByTestId(`task-card-${id}`);

async function stopFromHeader(user: ReturnType<typeof userEvent.setup>, description = '') {
  await user.click(within(await widget()).getByRole('button', { name: 'Stop' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop timer' });
  if (description) await user.type(within(dialog).getByRole('textbox'), description);
  await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
}

// Sonner would show a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

describe('the header timer', () => {
  it('shows the running task, linked to its panel, and ticks every second', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(Date.parse(STARTED) + 65_000));
    openBoard([copyRunning], copyRunning);

    const shown = await widget();
    expect(within(shown).getByRole('link', { name: 'Write copy' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1?task=WEB-1',
    );
    expect(within(shown).getByRole('timer')).toHaveTextContent('0:01:05');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(within(shown).getByRole('timer')).toHaveTextContent('0:01:06');
    act(() => {
      vi.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(within(shown).getByRole('timer')).toHaveTextContent('1:01:06');
  });

  it('stops with a description: the entry joins the task and the timer goes', async () => {
    const stopped: Task = {
      ...copy,
      timeEntries: [buildTimeEntry({ duration: 85 * 60, description: 'Intro' })],
      totalTime: 85 * 60,
    };
    const { network } = openBoard([copyRunning], copyRunning, {
      'POST /api/tasks/t-1/timer/stop': () =>
        json(200, { timeEntry: stopped.timeEntries[0], totalTime: 85 * 60, task: stopped }),
    });
    const user = userEvent.setup();

    await stopFromHeader(user, 'Intro');

    await waitFor(() => expect(screen.queryByTestId('active-timer')).not.toBeInTheDocument());
    expect(network.calls('POST /api/tasks/t-1/timer/stop')[0]?.body).toEqual({
      description: 'Intro',
    });
    const shown = await card('t-1');
    expect(shown).toHaveTextContent('1h 25m');
    expect(within(shown).queryByRole('list', { name: 'Running timers' })).not.toBeInTheDocument();
  });

  it('drops the timer with the server message when it ran under a minute', async () => {
    openBoard([copyRunning], copyRunning, {
      'POST /api/tasks/t-1/timer/stop': () =>
        json(400, { message: 'Duration must be at least 1 minute', code: 'VALIDATION_ERROR' }),
    });
    const user = userEvent.setup();
    expect(
      within(await card('t-1')).getByRole('list', { name: 'Running timers' }),
    ).toBeInTheDocument();

    await stopFromHeader(user);

    expect(await screen.findByText('Duration must be at least 1 minute')).toBeVisible();
    expect(screen.queryByTestId('active-timer')).not.toBeInTheDocument();
    const shown = await card('t-1');
    expect(within(shown).queryByRole('list', { name: 'Running timers' })).not.toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Start timer on WEB-1' })).toBeVisible();
  });

  it('keeps the timer when stopping fails otherwise', async () => {
    openBoard([copyRunning], copyRunning, {
      'POST /api/tasks/t-1/timer/stop': () => json(500, { code: 'INTERNAL_ERROR' }),
    });
    const user = userEvent.setup();

    await stopFromHeader(user);

    expect(await screen.findByText('Failed to stop timer')).toBeVisible();
    expect(screen.getByTestId('active-timer')).toBeInTheDocument();
  });

  it('discards the timer without recording time', async () => {
    const { network } = openBoard([copyRunning], copyRunning, {
      'POST /api/tasks/t-1/timer/cancel': () => json(200, { task: copy }),
    });
    const user = userEvent.setup();

    await user.click(within(await widget()).getByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: 'Discard timer' }));

    await waitFor(() => expect(screen.queryByTestId('active-timer')).not.toBeInTheDocument());
    expect(network.calls('POST /api/tasks/t-1/timer/cancel')).toHaveLength(1);
  });
});

describe('starting a timer from a card', () => {
  it('replaces the running timer at once, then takes both tasks from the server', async () => {
    let answer: (response: Response) => void = () => undefined;
    const logoRunning: Task = {
      ...logo,
      activeTimers: [runningTimer(ada, '2026-03-02T10:00:00.000Z', 'run-2')],
    };
    const recorded = buildTimeEntry({ _id: 'run-1', duration: 3600 });
    const response: StartTimerResponse = {
      timeEntry: {
        ...buildTimeEntry({ _id: 'run-2', startTime: '2026-03-02T10:00:00.000Z' }),
        duration: null,
      },
      task: logoRunning,
      replaced: {
        task: { ...copy, timeEntries: [recorded], totalTime: 3600 },
        timeEntry: recorded,
      },
    };
    const { network } = openBoard([copyRunning, logo], copyRunning, {
      'POST /api/tasks/t-2/timer/start': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    expect(within(await widget()).getByRole('link')).toHaveTextContent('Write copy');

    await user.click(
      within(await card('t-2')).getByRole('button', { name: 'Start timer on WEB-2' }),
    );

    // Before the server answers: the header and both cards show the switch.
    expect(within(await widget()).getByRole('link')).toHaveTextContent('Draw logo');
    expect(within(await card('t-2')).getByRole('list', { name: 'Running timers' })).toBeVisible();
    expect(
      within(await card('t-1')).queryByRole('list', { name: 'Running timers' }),
    ).not.toBeInTheDocument();

    act(() => answer(json(200, response)));

    expect(await within(await card('t-1')).findByText('1h')).toBeVisible();
    expect(within(await widget()).getByRole('link')).toHaveTextContent('Draw logo');
    expect(
      within(await card('t-2')).getByRole('button', { name: 'Stop timer on WEB-2' }),
    ).toBeVisible();
    expect(network.calls('POST /api/tasks/t-2/timer/start')).toHaveLength(1);
  });

  it('puts everything back and toasts when the server refuses', async () => {
    openBoard([copyRunning, logo], copyRunning, {
      'POST /api/tasks/t-2/timer/start': () => json(500, { code: 'INTERNAL_ERROR' }),
    });
    const user = userEvent.setup();
    await widget();

    await user.click(
      within(await card('t-2')).getByRole('button', { name: 'Start timer on WEB-2' }),
    );

    expect(await screen.findByText('Failed to start timer')).toBeVisible();
    expect(within(await widget()).getByRole('link')).toHaveTextContent('Write copy');
    expect(within(await card('t-1')).getByRole('list', { name: 'Running timers' })).toBeVisible();
    expect(
      within(await card('t-2')).queryByRole('list', { name: 'Running timers' }),
    ).not.toBeInTheDocument();
  });

  it('does not start a drag when the button is pressed', async () => {
    const started = { ...logo, activeTimers: [runningTimer(ada, STARTED, 'run-2')] };
    const { network } = openBoard([logo], null, {
      'POST /api/tasks/t-2/timer/start': () =>
        json(200, {
          timeEntry: { ...buildTimeEntry({ _id: 'run-2' }), duration: null },
          task: started,
          replaced: null,
        }),
    });
    const user = userEvent.setup();

    const button = within(await card('t-2')).getByRole('button', { name: 'Start timer on WEB-2' });
    button.focus();
    await user.keyboard('{Enter}');

    expect(await within(await widget()).findByRole('link')).toHaveTextContent('Draw logo');
    expect(network.calls('POST /api/tasks/t-2/timer/start')).toHaveLength(1);
    // A keyboard drag would have announced the pick-up.
    expect(screen.queryByText(/Picked up/i)).not.toBeInTheDocument();
  });
});
