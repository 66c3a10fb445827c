import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';

const SETTINGS = '/acme/projects/board-1/update';
const link = (token: string) => ({ token, createdAt: new Date().toISOString() });
const urlOf = (token: string) => `${window.location.origin}/acme/projects/board-1/join/${token}`;

describe('board settings: join link', () => {
  it('lets a board admin create, copy, replace and revoke the link', async () => {
    const tokens = ['tok-1', 'tok-2'];
    const { network } = openTaskBoard(
      [],
      {
        'GET /api/boards/board-1/join-link': () => json(200, { joinLink: null }),
        'POST /api/boards/board-1/join-link': () =>
          json(201, { joinLink: link(tokens.shift() ?? 'tok-x') }),
        'DELETE /api/boards/board-1/join-link': () => json(200, { message: 'Join link revoked' }),
      },
      { path: SETTINGS, roles: { workspace: 'member', board: 'admin' } },
    );
    const user = userEvent.setup();

    expect(await screen.findByText('No join link yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create join link' }));
    const field = await screen.findByLabelText('Join link');
    expect(field).toHaveValue(urlOf('tok-1'));
    expect(screen.getByText('Created just now')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Join link copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(urlOf('tok-1'));

    await user.click(screen.getByRole('button', { name: 'Replace link' }));
    expect(screen.getByText('Replace it? The current link stops working.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByLabelText('Join link')).toHaveValue(urlOf('tok-2')));
    expect(network.calls('POST /api/boards/board-1/join-link')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No join link yet.')).toBeVisible();
    expect(network.calls('DELETE /api/boards/board-1/join-link')).toHaveLength(1);
  });

  it('shows the existing link to a workspace admin who is not on the board', async () => {
    openTaskBoard(
      [],
      { 'GET /api/boards/board-1/join-link': () => json(200, { joinLink: link('abc') }) },
      { path: SETTINGS, roles: { workspace: 'admin', board: null } },
    );

    expect(await screen.findByLabelText('Join link')).toHaveValue(urlOf('abc'));
  });

  it('toasts the server’s message when the link cannot be created', async () => {
    openTaskBoard(
      [],
      {
        'GET /api/boards/board-1/join-link': () => json(200, { joinLink: null }),
        'POST /api/boards/board-1/join-link': () =>
          json(403, { message: 'Only board admins manage the join link', code: 'FORBIDDEN' }),
      },
      { path: SETTINGS, roles: { workspace: 'member', board: 'admin' } },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Create join link' }));
    expect(await screen.findByText('Only board admins manage the join link')).toBeVisible();
  });

  it('is not shown to a collaborator, nor fetched', async () => {
    const { network } = openTaskBoard(
      [],
      {},
      {
        path: SETTINGS,
        roles: { workspace: 'member', board: 'collaborator' },
      },
    );

    const details = await screen.findByRole('heading', { name: 'Details' });
    expect(details).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Join link' })).not.toBeInTheDocument();
    expect(network.calls('GET /api/boards/board-1/join-link')).toHaveLength(0);
    expect(within(document.body).queryByLabelText('Join link')).not.toBeInTheDocument();
  });
});
