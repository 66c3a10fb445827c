import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fetch-mock';
import { boardTasksAnswer, buildTask, cardOf } from '../test/task-fixtures';
import { openTaskBoard } from '../test/task-board';
import { PHONE_QUERY } from '../lib/use-media-query';

const CALENDAR = '/acme/projects/board-1/calendar';

beforeEach(() => {
  // Wednesday 25 November 2026, late in the evening UTC.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T22:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

const dayCell = (name: RegExp) => screen.findByRole('region', { name });

describe('board calendar', () => {
  it("asks for the month's visible days and places tasks on their due dates' UTC day", async () => {
    const tasks = [
      buildTask({
        _id: 'a',
        taskId: 'WEB-1',
        title: 'Late call',
        dueDate: '2026-11-10T23:30:00.000Z',
      }),
      buildTask({ _id: 'b', taskId: 'WEB-2', title: 'Undated' }),
    ];
    const { network } = openTaskBoard(tasks, {}, { path: CALENDAR });

    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    const late = await within(await dayCell(/November 10, 2026/)).findByText('Late call');
    expect(late).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /No due date/ })).getByText('Undated'),
    ).toBeInTheDocument();
    expect(await dayCell(/November 25, 2026, today/)).toBeInTheDocument();
    const ranged = network
      .calls('GET /api/boards/board-1/tasks')
      .map((call) => [call.query.get('dueFrom'), call.query.get('dueTo')]);
    // en-US weeks start on Sunday: November 2026 shows 1 November to 5 December.
    expect(ranged).toContainEqual(['2026-11-01', '2026-12-05']);
  });

  it('shows the range answer before the whole list, placed by its own due dates', async () => {
    const inRange = buildTask({ _id: 'a', title: 'In range', dueDate: '2026-11-03T00:00:00.000Z' });
    const outOfRange = buildTask({ _id: 'b', title: 'Later', dueDate: '2027-02-03T00:00:00.000Z' });
    openTaskBoard(
      [],
      {
        // The whole list never comes; a server without the range answers every task.
        'GET /api/boards/board-1/tasks': ({ query }) =>
          query.has('dueFrom')
            ? json(200, boardTasksAnswer([inRange, outOfRange].map(cardOf)))
            : new Promise<Response>(() => undefined),
      },
      { path: CALENDAR },
    );

    expect(
      await within(await dayCell(/November 3, 2026/)).findByText('In range'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
    // Until the whole list is in, nothing can be dragged.
    expect(screen.queryByRole('button', { name: /In range/ })).not.toBeInTheDocument();
  });

  it('shows a week and pages on by a week', async () => {
    openTaskBoard([], {}, { path: CALENDAR });
    (await screen.findByRole('button', { name: 'Week' })).click();
    expect(await screen.findByRole('heading', { name: /Nov 22\s–\s28, 2026/ })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Next week' }).click();
    expect(
      await screen.findByRole('heading', { name: /Nov 29\s–\sDec 5, 2026/ }),
    ).toBeInTheDocument();
  });
});

describe('board calendar on a phone', () => {
  it("lists the month's days with tasks, and today, one under the other", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const tasks = [
      buildTask({ _id: 'a', title: 'Ship it', dueDate: '2026-11-10T12:00:00.000Z' }),
      buildTask({ _id: 'b', title: 'Next month', dueDate: '2026-12-02T12:00:00.000Z' }),
    ];
    openTaskBoard(tasks, {}, { path: CALENDAR });

    const agenda = await screen.findByRole('list', { name: 'Agenda' });
    expect(await within(agenda).findByText('Ship it')).toBeInTheDocument();
    const days = within(agenda)
      .getAllByRole('region')
      .map((day) => day.getAttribute('aria-label'));
    expect(days).toEqual([
      expect.stringMatching(/November 10, 2026/),
      expect.stringMatching(/November 25, 2026, today/),
    ]);
    expect(within(agenda).queryByText('Next month')).toBeNull();
    expect(screen.queryByRole('region', { name: /November 11, 2026/ })).toBeNull();
  });
});
