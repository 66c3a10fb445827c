import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';

const savedView = (view: string) => ({
  'GET /api/boards/board-1/preferences': () =>
    json(200, { preferences: { view, defaultCardProperties: ['title'] } }),
  'PUT /api/boards/board-1/preferences': () =>
    json(200, { preferences: { view: 'board', defaultCardProperties: ['title'] } }),
});

// The board's own route is first imported by a click in a test below: transformed on demand, on
// CI's loaded cores that took over 10 s once. Imported here, outside any test's time.
beforeAll(() => import('./routes/board-route'), 60_000);

describe('board view switcher', () => {
  it('opens the board in the saved view, filters kept', async () => {
    const { location } = openTaskBoard([], savedView('calendar'), {
      path: '/acme/projects/board-1?priority=2',
    });
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1/calendar?priority=2'));
  });

  it('stays on the kanban when the saved view is the board', async () => {
    const { location, network } = openTaskBoard([], savedView('board'));
    expect(await screen.findByText('To do')).toBeInTheDocument();
    await waitFor(() =>
      expect(network.calls('GET /api/boards/board-1/preferences')).toHaveLength(1),
    );
    expect(location()).toBe('/acme/projects/board-1');
  });

  it('links the views with the filters, not the open task, and saves the one chosen', async () => {
    const user = userEvent.setup();
    const { location, network } = openTaskBoard([], savedView('calendar'), {
      path: '/acme/projects/board-1/calendar?priority=2&task=WEB-9',
    });
    const nav = await screen.findByRole('navigation', { name: 'Board views' });
    expect(nav).toHaveTextContent('BoardCalendarTimelineOverviewReports');
    expect(screen.getByRole('link', { name: 'Timeline' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1/timeline?priority=2',
    );

    // The Board link is a choice: the saved calendar does not send the user back.
    await user.click(screen.getByRole('link', { name: 'Board' }));
    expect(await screen.findByText('To do')).toBeInTheDocument();
    expect(location()).toBe('/acme/projects/board-1?priority=2');
    await waitFor(() =>
      expect(network.calls('PUT /api/boards/board-1/preferences')[0]?.body).toEqual({
        view: 'board',
      }),
    );
    expect(location()).toBe('/acme/projects/board-1?priority=2');
  });
});
