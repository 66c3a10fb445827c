import type { WorkspaceRole } from '@teamboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBoard, buildFolder } from '../test/board-fixtures';
import { json, type Handler } from '../test/fetch-mock';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { buildWorkspace, mockSignedIn, workspaceHandlers } from '../test/workspace-fixtures';

const ada = buildUser();
const roadmap = buildBoard({ _id: 'board-2', title: 'Roadmap', key: 'RM', isFavorite: true });
const website = buildBoard({ columnCount: 3 });
const marketing = buildFolder();

function openProjects(
  role: WorkspaceRole,
  extra: Record<string, Handler> = {},
  path = '/acme/projects',
) {
  const workspace = buildWorkspace({ currentUserRole: role });
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/boards': () => json(200, { boards: [roadmap, website] }),
      'GET /api/folders': () => json(200, { folders: [marketing] }),
      ...extra,
    },
    ada,
  );
  return { network, ...renderApp(path) };
}

function starOf(boardId: string) {
  return screen.getByTestId(`favorite-${boardId}`);
}

describe('projects page', () => {
  it('lists the boards favourites first with their key and column count', async () => {
    openProjects('member');

    const cards = await screen.findAllByTestId(/^board-card-/);
    expect(cards.map((card) => card.dataset.testid)).toEqual([
      'board-card-board-2',
      'board-card-board-1',
    ]);
    expect(within(cards[1]!).getByText('WEB')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('3 columns')).toBeInTheDocument();
    expect(starOf('board-2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('folder-folder-1')).toHaveTextContent('Marketing');
  });

  it('stars a board at once and puts the star back with the error toast on failure', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { network } = openProjects('member', {
      'POST /api/boards/board-1/favorite': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('favorite-board-1'));

    expect(starOf('board-1')).toHaveAttribute('aria-pressed', 'true');
    expect(network.calls('POST /api/boards/board-1/favorite')).toHaveLength(1);
    answer(json(500, { message: 'Favourites are down', code: 'INTERNAL' }));

    expect(await screen.findByText('Favourites are down')).toBeInTheDocument();
    await waitFor(() => expect(starOf('board-1')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('filters by folder on its group page', async () => {
    openProjects(
      'member',
      {
        'GET /api/boards': () =>
          json(200, { boards: [roadmap, { ...website, folderId: 'folder-1' }] }),
      },
      '/acme/group/folder-1',
    );

    expect(await screen.findByTestId('board-card-board-1')).toBeInTheDocument();
    expect(screen.queryByTestId('board-card-board-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('new-project')).toHaveAttribute(
      'href',
      '/acme/projects/create/folder-1',
    );
  });

  it('shows a guest no create button and no folder actions', async () => {
    openProjects('guest');

    expect(await screen.findByTestId('board-card-board-1')).toBeInTheDocument();
    expect(screen.queryByTestId('new-project')).not.toBeInTheDocument();
    expect(screen.queryByTestId('folder-menu-folder-1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ New folder' })).not.toBeInTheDocument();
  });

  it('deletes a folder only after the confirmation', async () => {
    const { network } = openProjects('admin', {
      'DELETE /api/folders/folder-1': () => json(200, { message: 'Folder deleted' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('folder-menu-folder-1'));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(network.calls('DELETE /api/folders/folder-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete folder' }));

    expect(await screen.findByText('Deleted folder "Marketing"')).toBeInTheDocument();
    expect(network.calls('DELETE /api/folders/folder-1')).toHaveLength(1);
  });

  it('creates a project in the folder of the URL and opens it', async () => {
    const created = buildBoard({ _id: 'board-9', title: 'Launch', key: 'LAUNCH' });
    // The server takes only real ids, and so does the form's schema.
    const folder = buildFolder({ _id: '0b7c8d7e-3f2a-4c1e-9a6b-5d4e3f2a1b0c' });
    const { network, location } = openProjects('member', {
      'GET /api/folders': () => json(200, { folders: [folder] }),
      'POST /api/boards': () => json(201, { board: created }),
      'GET /api/boards/board-9': () => json(200, { board: created }),
      'GET /api/boards/board-9/columns': () => json(200, { columns: [] }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('new-project'));
    await user.type(await screen.findByLabelText('Title'), 'Launch');
    await user.type(screen.getByLabelText('Key'), 'launch');
    await user.selectOptions(screen.getByLabelText('Folder'), folder._id);
    await user.click(screen.getByRole('button', { name: 'Create project' }));

    expect(await screen.findByRole('heading', { name: 'Launch' })).toBeInTheDocument();
    expect(location()).toBe('/acme/projects/board-9');
    expect(screen.getByText('Project Launch created')).toBeInTheDocument();
    expect(network.calls('POST /api/boards')[0]?.body).toEqual({
      workspaceId: 'ws-1',
      title: 'Launch',
      key: 'LAUNCH',
      folderId: folder._id,
    });
  });
});
