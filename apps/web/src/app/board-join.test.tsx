import type { BoardRole, WorkspaceRole } from '@teamboard/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../test/board-fixtures';
import { json, mockFetch, type Handler } from '../test/fetch-mock';
import { buildSession, buildUser, storeSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { openTaskBoard } from '../test/task-board';

const preview = (alreadyMember: boolean) => ({
  board: { _id: 'board-1', title: 'Website', workspaceUrl: 'acme' },
  alreadyMember,
});
const joined = buildBoard({ currentUserRole: 'collaborator' });

function openJoin(
  path: string,
  extra: Record<string, Handler>,
  roles: { workspace: WorkspaceRole; board: BoardRole | null } = {
    workspace: 'guest',
    board: null,
  },
) {
  return openTaskBoard([], extra, { path, roles });
}

describe('joining a board with its join link', () => {
  it('lets a guest not on the board join with the token, then opens the board', async () => {
    const { network, location } = openJoin('/acme/projects/board-1/join/tok-1', {
      'GET /api/boards/board-1/join/tok-1': () => json(200, preview(false)),
      'POST /api/boards/board-1/join': () => json(200, { board: joined }),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Join Website' })).toBeVisible();
    // The board guard is not in the way: the board itself was never asked for.
    expect(network.calls('GET /api/boards/board-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Join project' }));

    expect(await screen.findByText('You joined Website')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/acme/projects/board-1'));
    expect(network.calls('POST /api/boards/board-1/join')[0]?.body).toEqual({ token: 'tok-1' });
    expect(await screen.findByTestId('board-column-col-1')).toBeVisible();
  });

  it('shows the server’s message for an invalid or expired link', async () => {
    openJoin('/acme/projects/board-1/join/nope', {
      'GET /api/boards/board-1/join/nope': () =>
        json(404, { message: 'Invalid or expired join link', code: 'NOT_FOUND' }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired join link');
    expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
      'href',
      '/acme/projects',
    );
    expect(screen.queryByRole('button', { name: 'Join project' })).not.toBeInTheDocument();
  });

  it('offers Open project to someone already on the board', async () => {
    openJoin(
      '/acme/projects/board-1/join/tok-1',
      { 'GET /api/boards/board-1/join/tok-1': () => json(200, preview(true)) },
      { workspace: 'member', board: 'collaborator' },
    );

    expect(await screen.findByRole('link', { name: 'Open project' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1',
    );
    expect(screen.queryByRole('button', { name: 'Join project' })).not.toBeInTheDocument();
  });

  it('shows the refusal to join with the server’s message', async () => {
    openJoin('/acme/projects/board-1/join/tok-1', {
      'GET /api/boards/board-1/join/tok-1': () => json(200, preview(false)),
      'POST /api/boards/board-1/join': () =>
        json(404, { message: 'Invalid or expired join link', code: 'NOT_FOUND' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Join project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired join link');
  });

  it('still goes through the workspace guard', async () => {
    storeSession(buildSession(buildUser()));
    mockFetch({
      'GET /api/me': () => json(200, { user: buildUser() }),
      'GET /api/workspaces/ghost-town/access': () => json(200, { status: 'not_found' }),
    });
    const app = renderApp('/ghost-town/projects/board-1/join/tok-1');

    expect(await screen.findByRole('heading', { name: 'Workspace not found' })).toBeVisible();
    expect(app.location()).toBe('/workspace-error/not-found?workspace=ghost-town');
  });
});

describe('joining a board without a link', () => {
  it('lets an internal member join and opens the board', async () => {
    const { network, location } = openJoin(
      '/acme/projects/board-1/join',
      { 'POST /api/boards/board-1/join': () => json(200, { board: joined }) },
      { workspace: 'member', board: null },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Join project' }));
    expect(screen.getByRole('heading', { name: 'Join Website' })).toBeVisible();

    await waitFor(() => expect(location()).toBe('/acme/projects/board-1'));
    expect(network.calls('POST /api/boards/board-1/join')[0]?.body).toBeUndefined();
  });

  it('shows Failed to join board when refused without a message', async () => {
    openJoin('/acme/projects/board-1/join', {
      'GET /api/boards/board-1': () => json(404, { message: 'Board not found', code: 'NOT_FOUND' }),
      'POST /api/boards/board-1/join': () => json(403, { message: '', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Join this project' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Join project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to join board');
  });

  it('prefers the server’s message when refused', async () => {
    openJoin('/acme/projects/board-1/join', {
      'POST /api/boards/board-1/join': () =>
        json(403, { message: 'Guests need a join link', code: 'FORBIDDEN' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Join project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Guests need a join link');
  });

  it('offers Open project to someone already on the board', async () => {
    openJoin('/acme/projects/board-1/join', {}, { workspace: 'member', board: 'admin' });

    expect(await screen.findByRole('link', { name: 'Open project' })).toHaveAttribute(
      'href',
      '/acme/projects/board-1',
    );
  });
});
