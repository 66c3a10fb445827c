import type { BoardRole, WorkspaceRole } from '@teamboard/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boardMember } from '../test/board-fixtures';
import { json, type Handler } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';

const grace = { _id: 'user-2', name: 'Grace Hopper', username: 'grace', avatar: null };

function openBoard(
  path: string,
  roles: { workspace: WorkspaceRole; board: BoardRole | null },
  extra: Record<string, Handler> = {},
) {
  const members = [boardMember(grace, 'admin')];
  return openTaskBoard([], extra, { roles, members, properties: ['title', 'labels'], path })
    .network;
}

describe('board page', () => {
  it('shows the header and the columns side by side, each without tasks', async () => {
    openBoard('/acme/projects/board-1', { workspace: 'member', board: 'admin' });

    const todo = await screen.findByTestId('board-column-col-1');
    expect(within(todo).getByRole('heading', { name: 'To do' })).toBeInTheDocument();
    expect(within(todo).getByText('No tasks yet')).toBeInTheDocument();
    expect(screen.getByTestId('board-column-col-2')).toHaveTextContent('Done');
    expect(screen.getByRole('heading', { name: 'Website' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('offers Join, not Settings, to a workspace member who is not on the board', async () => {
    openBoard('/acme/projects/board-1', { workspace: 'member', board: null });

    expect(await screen.findByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('shows the 404 page for a board that does not exist', async () => {
    openBoard(
      '/acme/projects/board-404',
      { workspace: 'member', board: null },
      {
        'GET /api/boards/board-404': () =>
          json(404, { message: 'Board not found', code: 'NOT_FOUND' }),
      },
    );

    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
  });

  it('hides the manage controls of the settings from a collaborator', async () => {
    openBoard('/acme/projects/board-1/update', { workspace: 'member', board: 'collaborator' });

    expect(await screen.findByTestId('board-member-grace')).toHaveTextContent('Admin');
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Board role of Grace Hopper')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete project' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Labels')).toBeChecked();
    expect(screen.getByLabelText('Priority')).not.toBeChecked();
  });

  it('lets a board admin delete the project once its title is typed', async () => {
    const network = openBoard(
      '/acme/projects/board-1/update',
      { workspace: 'member', board: 'admin' },
      { 'DELETE /api/boards/board-1': () => json(200, { message: 'Board deleted' }) },
    );
    const user = userEvent.setup();

    const remove = await screen.findByRole('button', { name: 'Delete project' });
    expect(remove).toBeDisabled();
    await user.type(screen.getByLabelText('Type "Website" to confirm'), 'Website');
    await user.click(remove);

    expect(await screen.findByText('Deleted Website')).toBeInTheDocument();
    expect(network.calls('DELETE /api/boards/board-1')).toHaveLength(1);
  });
});
