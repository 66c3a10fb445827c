import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/fetch-mock';
import { buildTask } from '../test/task-fixtures';
import { openTaskBoard } from '../test/task-board';

const at = (day: string) => `${day}T00:00:00.000Z`;
const design = buildTask({
  _id: 'design',
  taskId: 'WEB-1',
  title: 'Design',
  startDate: at('2026-11-02'),
  dueDate: at('2026-11-05'),
});
const build = buildTask({
  _id: 'build',
  taskId: 'WEB-2',
  title: 'Build',
  startDate: at('2026-11-04'),
  dueDate: at('2026-11-09'),
  dependencies: ['design'],
});
const undated = buildTask({ _id: 'later', taskId: 'WEB-3', title: 'Someday' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-06T12:00:00.000Z') });
  // jsdom has no pointer capture.
  Element.prototype.setPointerCapture = vi.fn();
  return () => vi.useRealTimers();
});

function openTimeline() {
  return openTaskBoard(
    [design, build, undated],
    {
      'PUT /api/tasks/design': ({ body }) =>
        json(200, { task: { ...design, ...(body as object) } }),
    },
    { path: '/acme/projects/board-1/timeline' },
  );
}

describe('board timeline', () => {
  it('names each bar by its task and dates, marks a late start, lists the undated', async () => {
    openTimeline();
    expect(
      await screen.findByRole('button', { name: 'WEB-1 Design, Nov 2 to Nov 5' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'WEB-2 Build, Nov 4 to Nov 9, starts before a task it depends on ends',
      }),
    ).toBeInTheDocument();
    expect(document.querySelector('path[data-late="true"]')).not.toBeNull();
    expect(screen.getByRole('region', { name: /No dates/ })).toHaveTextContent('Someday');
    expect(screen.getByTestId('today-line')).toBeInTheDocument();
  });

  it('moves the selection with arrows and the selected bar by a day with shift', async () => {
    const user = userEvent.setup();
    const { network } = openTimeline();
    const first = await screen.findByRole('button', { name: /WEB-1 Design/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /WEB-2 Build/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();

    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(
      await screen.findByRole('button', { name: /WEB-1 Design, Nov 3 to Nov 6/ }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(network.calls('PUT /api/tasks/design')[0]?.body).toEqual({
        startDate: at('2026-11-03'),
        dueDate: at('2026-11-06'),
      }),
    );
  });

  it('drags a bar by whole days, and an end alone', async () => {
    const { network } = openTimeline();
    const bar = await screen.findByRole('button', { name: /WEB-1 Design/ });
    const chart = screen.getByRole('group', { name: 'Timeline' });
    // The month zoom: 16 px a day.
    fireEvent.pointerDown(bar, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(chart, { clientX: 133, pointerId: 1 });
    expect(
      screen.getByRole('button', { name: /WEB-1 Design, Nov 4 to Nov 7/ }),
    ).toBeInTheDocument();
    fireEvent.pointerUp(chart, { clientX: 133, pointerId: 1 });
    await waitFor(() =>
      expect(network.calls('PUT /api/tasks/design')[0]?.body).toEqual({
        startDate: at('2026-11-04'),
        dueDate: at('2026-11-07'),
      }),
    );

    const end = screen
      .getByRole('button', { name: /WEB-1 Design/ })
      .querySelector('[data-part="end"]')!;
    fireEvent.pointerDown(end, { button: 0, clientX: 100, pointerId: 2 });
    fireEvent.pointerMove(chart, { clientX: 68, pointerId: 2 });
    fireEvent.pointerUp(chart, { clientX: 68, pointerId: 2 });
    await waitFor(() =>
      expect(network.calls('PUT /api/tasks/design')[1]?.body).toEqual({
        startDate: at('2026-11-04'),
        dueDate: at('2026-11-05'),
      }),
    );
  });

  it('puts the bar back when the server refuses the move', async () => {
    const user = userEvent.setup();
    openTaskBoard(
      [design],
      {
        'PUT /api/tasks/design': () =>
          json(400, {
            message: 'Start date cannot be after the due date',
            code: 'VALIDATION_ERROR',
          }),
      },
      { path: '/acme/projects/board-1/timeline' },
    );
    (await screen.findByRole('button', { name: /WEB-1 Design/ })).focus();
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(
      await screen.findByRole('button', { name: 'WEB-1 Design, Nov 2 to Nov 5' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Start date cannot be after the due date')).toBeInTheDocument();
  });
});
