import type { WorkingHoursQuota } from '@teamboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { boardMember } from '../../test/board-fixtures';
import { json } from '../../test/fetch-mock';
import { fetchedUrls } from '../../test/fetched-urls';
import { openTaskBoard } from '../../test/task-board';
import { ada, buildQuota, grace } from '../../test/time-fixtures';

const QUOTA = 'GET /api/boards/board-1/working-hours-quota';

function openBoard(
  quota: WorkingHoursQuota,
  role: 'admin' | 'collaborator' = 'collaborator',
  extra = {},
) {
  return openTaskBoard(
    [],
    { [QUOTA]: () => json(200, { quota }), ...extra },
    {
      roles: { workspace: 'member', board: role },
      members: [boardMember(grace, 'collaborator')],
    },
  );
}

const logged = buildQuota({
  weeklyHours: 40,
  loggedSeconds: 12.5 * 3600,
  members: [
    { user: ada, loggedSeconds: 2.5 * 3600 },
    { user: grace, loggedSeconds: 10 * 3600 },
  ],
});

// Sonner would show a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
});

describe('the weekly hours quota', () => {
  it('shows the hours logged against the quota, in the browser’s time zone', async () => {
    openBoard(logged);

    const bar = await screen.findByTestId('quota-bar');
    expect(bar).toHaveTextContent('12h 30m of 40h this week');
    expect(within(bar).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '31');
    expect(bar).not.toHaveAttribute('data-over');
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(fetchedUrls()).toContain(
      `/api/boards/board-1/working-hours-quota?timeZone=${encodeURIComponent(timeZone)}`,
    );
  });

  it('warns once the quota is exceeded', async () => {
    openBoard(buildQuota({ weeklyHours: 10, loggedSeconds: 12 * 3600 }));

    const bar = await screen.findByTestId('quota-bar');
    expect(bar).toHaveTextContent('12h of 10h this week');
    expect(bar).toHaveTextContent('Over quota');
    expect(bar).toHaveAttribute('data-over', 'true');
    expect(within(bar).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('breaks the week down per member, most first', async () => {
    openBoard(logged);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('quota-bar'));

    const dialog = screen.getByRole('dialog', { name: 'Weekly hours' });
    const rows = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Grace Hopper10h');
    expect(rows[1]).toHaveTextContent('Ada Lovelace2h 30m');
    expect(dialog).toHaveTextContent('This week · Mar 2 – Mar 8');

    // Only board admins set the quota.
    expect(within(dialog).queryByLabelText('Weekly hours')).not.toBeInTheDocument();
  });

  it('shows nothing while no quota is set and nothing was logged', async () => {
    openBoard(buildQuota());

    await screen.findByTestId('board-column-col-1');
    expect(screen.queryByTestId('quota-bar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set weekly quota' })).not.toBeInTheDocument();
  });

  it('lets a board admin set the weekly hours', async () => {
    let quota = buildQuota();
    const { network } = openBoard(quota, 'admin', {
      [QUOTA]: () => json(200, { quota }),
      'PUT /api/boards/board-1/working-hours-quota': ({ body }: { body: unknown }) => {
        quota = { ...quota, weeklyHours: (body as { weeklyHours: number }).weeklyHours };
        return json(200, { quota });
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Set weekly quota' }));
    const dialog = screen.getByRole('dialog', { name: 'Weekly hours' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter the weekly hours')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Weekly hours'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(network.calls('PUT /api/boards/board-1/working-hours-quota')).toHaveLength(1),
    );
    expect(network.calls('PUT /api/boards/board-1/working-hours-quota')[0]?.body).toEqual({
      weeklyHours: 40,
    });
    expect(await screen.findByTestId('quota-bar')).toHaveTextContent('0m of 40h this week');
  });
});
