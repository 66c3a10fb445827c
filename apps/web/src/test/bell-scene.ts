import type { NotificationsResponse } from '@teamboard/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, type Handler } from './fetch-mock';
import { fetchedUrls } from './fetched-urls';
import { buildUser } from './fixtures';
import { renderApp } from './render-app';
import { mockSignedIn } from './workspace-fixtures';
import { pageOf } from './notification-fixtures';

export const ada = buildUser();

/** The page number of the notifications request being answered (the mock sees paths only). */
function requestedPage(): number {
  const url = new URL(fetchedUrls().at(-1) ?? '', 'http://localhost');
  return Number(url.searchParams.get('page'));
}

/** Ada on her dashboard, the header's bell fed by `pages` (by page number). */
export async function openDashboard(
  pages: Record<number, NotificationsResponse>,
  extra: Record<string, Handler> = {},
) {
  const network = mockSignedIn(
    {
      'GET /api/notifications': () => json(200, pages[requestedPage()] ?? pageOf([])),
      ...extra,
    },
    ada,
  );
  const app = renderApp('/dashboard');
  await screen.findByText('Welcome, Ada');
  return { network, app };
}

export const bell = () => screen.getByTestId('notification-bell');
export const badge = () => screen.queryByTestId('notification-unread-count');

/** Opens the bell's panel. */
export async function openPanel() {
  const user = userEvent.setup();
  await user.click(bell());
  return { user, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}
