import type { Board, Folder, WorkspaceRole } from '@teamboard/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBoard, buildFolder } from '../test/board-fixtures';
import { box, fakeLayout } from '../test/board-layout';
import { json, type Handler } from '../test/fetch-mock';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { buildWorkspace, mockSignedIn, workspaceHandlers } from '../test/workspace-fixtures';

// Sonner shows a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
});

const ada = buildUser();
const alpha = buildBoard({ _id: 'board-a', title: 'Alpha', key: 'AL', position: 1024 });
const beta = buildBoard({ _id: 'board-b', title: 'Beta', key: 'BE', position: 2048 });
const gamma = buildBoard({ _id: 'board-c', title: 'Gamma', key: 'GA', position: 3072 });
const marketing = buildFolder({ _id: 'folder-1', name: 'Marketing', position: 1024 });
const sales = buildFolder({ _id: 'folder-2', name: 'Sales', position: 2048 });

interface Setup {
  role?: WorkspaceRole;
  boards?: Board[];
  folders?: Folder[];
  path?: string;
  extra?: Record<string, Handler>;
}

function openProjects({
  role = 'member',
  boards = [alpha, beta, gamma],
  folders = [marketing, sales],
  path = '/acme/projects',
  extra = {},
}: Setup = {}) {
  const workspace = buildWorkspace({ currentUserRole: role });
  const network = mockSignedIn(
    {
      ...workspaceHandlers(workspace, ada),
      'GET /api/boards': () => json(200, { boards }),
      'GET /api/folders': () => json(200, { folders }),
      ...extra,
    },
    ada,
  );
  return { network, ...renderApp(path) };
}

/**
 * The projects page's rectangles: the folder tree's rows 40px apart from the top left ("All
 * projects" first), the project cards in one column from x 300, 120px apart.
 */
function layOutProjects() {
  const indexAmong = (element: Element, prefix: string) =>
    [...document.querySelectorAll(`[data-testid^="${prefix}"]`)].indexOf(element);
  return fakeLayout((element) => {
    const testId = element.getAttribute('data-testid') ?? '';
    if (testId.startsWith('board-item-')) {
      return box(300, 100 + indexAmong(element, 'board-item-') * 120, 250, 100);
    }
    if (testId.startsWith('folder-target-')) {
      return box(0, indexAmong(element, 'folder-target-') * 40, 200, 32);
    }
    if (testId.startsWith('folder-item-')) {
      return element.querySelector('[data-testid^="folder-target-"]')?.getBoundingClientRect();
    }
    return undefined;
  });
}

/** dnd-kit's keyboard sensor listens for the next key only after a timeout. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

async function dragByKeyboard(handleName: string, keys: string[]) {
  layOutProjects();
  const user = userEvent.setup();
  const handle = await screen.findByRole('button', { name: handleName });
  handle.focus();
  for (const key of [' ', ...keys, ' ']) {
    await user.keyboard(key);
    await settle();
  }
}

/** Drags a project by its handle with the mouse and drops it on a folder tree row. */
async function dragOntoFolder(boardTitle: string, folderTestId: string) {
  layOutProjects();
  const handle = await screen.findByRole('button', { name: `Move project ${boardTitle}` });
  const target = screen.getByTestId(folderTestId).getBoundingClientRect();
  const point = { x: target.left + 20, y: target.top + 10 };
  fireEvent.mouseDown(handle, { button: 0, clientX: 310, clientY: 110 });
  await settle();
  fireEvent.mouseMove(document, { clientX: 320, clientY: 115 });
  await settle();
  fireEvent.mouseMove(document, { clientX: point.x, clientY: point.y });
  await settle();
  fireEvent.mouseUp(document, { clientX: point.x, clientY: point.y });
  await settle();
}

/** The projects' ids in the order the list shows them. */
const shownBoards = () =>
  screen
    .queryAllByTestId(/^board-card-/)
    .map((card) => card.dataset.testid?.replace('board-card-', ''));

/** The folders' ids in the order the tree shows them (depth first). */
const shownFolders = () =>
  screen
    .queryAllByTestId(/^folder-item-/)
    .map((item) => item.dataset.testid?.replace('folder-item-', ''));

describe('who arranges projects', () => {
  it('gives members handles on active projects and folders', async () => {
    openProjects();

    expect(await screen.findByRole('button', { name: 'Move project Alpha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move folder Marketing' })).toBeInTheDocument();
  });

  it.each<WorkspaceRole>(['guest', 'client'])('gives a %s no handles', async (role) => {
    openProjects({ role });

    expect(await screen.findByTestId('board-card-board-a')).toBeInTheDocument();
    expect(screen.getByTestId('folder-item-folder-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move project/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move folder/ })).not.toBeInTheDocument();
  });

  it('has no handles on archived projects', async () => {
    openProjects({
      boards: [{ ...alpha, status: 'archived' }],
      path: '/acme/projects?status=archived',
    });

    expect(await screen.findByTestId('board-card-board-a')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move project Alpha' })).not.toBeInTheDocument();
  });
});

describe('reordering projects', () => {
  it('lists favourites first, then the manual order', async () => {
    const starred = { ...gamma, isFavorite: true };
    // The server sends the latest updated first; the list follows the positions.
    openProjects({ boards: [starred, beta, alpha] });

    await screen.findByTestId('board-card-board-a');
    expect(shownBoards()).toEqual(['board-c', 'board-a', 'board-b']);
  });

  it('moves a project at once and sends its new position', async () => {
    const { network } = openProjects({
      extra: { 'PUT /api/boards/reorder': () => json(200, { message: 'Boards reordered' }) },
    });

    await dragByKeyboard('Move project Alpha', ['{ArrowDown}']);

    await waitFor(() => expect(shownBoards()).toEqual(['board-b', 'board-a', 'board-c']));
    expect(network.calls('PUT /api/boards/reorder').map((call) => call.body)).toEqual([
      { folderId: null, items: [{ id: 'board-a', position: 2560 }] },
    ]);
  });

  it('keeps a project in its folder when reordering a folder page', async () => {
    const inFolder = [alpha, beta].map((board) => ({ ...board, folderId: 'folder-1' }));
    const { network } = openProjects({
      boards: [...inFolder, gamma],
      path: '/acme/group/folder-1',
      extra: { 'PUT /api/boards/reorder': () => json(200, { message: 'Boards reordered' }) },
    });

    await dragByKeyboard('Move project Beta', ['{ArrowUp}']);

    await waitFor(() => expect(shownBoards()).toEqual(['board-b', 'board-a']));
    expect(network.calls('PUT /api/boards/reorder')[0]?.body).toEqual({
      folderId: 'folder-1',
      items: [{ id: 'board-b', position: 512 }],
    });
  });

  it('keeps favourites first: a project moves only among its own kind', async () => {
    const starred = { ...gamma, isFavorite: true };
    const { network } = openProjects({
      boards: [starred, alpha, beta],
      extra: { 'PUT /api/boards/reorder': () => json(200, { message: 'Boards reordered' }) },
    });

    await dragByKeyboard('Move project Alpha', ['{ArrowUp}']);
    expect(shownBoards()).toEqual(['board-c', 'board-a', 'board-b']);
    expect(network.calls('PUT /api/boards/reorder')).toHaveLength(0);

    await dragByKeyboard('Move project Beta', ['{ArrowUp}']);
    await waitFor(() => expect(shownBoards()).toEqual(['board-c', 'board-b', 'board-a']));
    expect(network.calls('PUT /api/boards/reorder')[0]?.body).toEqual({
      folderId: null,
      items: [{ id: 'board-b', position: 512 }],
    });
  });

  it('puts the order back and toasts the server message, else "Failed to reorder boards"', async () => {
    let message = 'Not your projects';
    openProjects({
      extra: {
        'PUT /api/boards/reorder': () => json(403, { message, code: 'FORBIDDEN' }),
      },
    });

    await dragByKeyboard('Move project Alpha', ['{ArrowDown}']);
    expect(await screen.findByText('Not your projects')).toBeVisible();
    expect(shownBoards()).toEqual(['board-a', 'board-b', 'board-c']);

    message = '';
    await dragByKeyboard('Move project Gamma', ['{ArrowUp}']);
    expect(await screen.findByText('Failed to reorder boards')).toBeVisible();
    expect(shownBoards()).toEqual(['board-a', 'board-b', 'board-c']);
  });
});

describe('moving projects to folders', () => {
  it('moves a project dropped on a folder to the end of it', async () => {
    const { network } = openProjects({
      extra: {
        'PUT /api/boards/board-a/move': ({ body }) =>
          json(200, { board: { ...alpha, ...(body as object) } }),
      },
    });

    await dragOntoFolder('Alpha', 'folder-target-folder-1');

    expect(await screen.findByText('Moved Alpha to Marketing')).toBeVisible();
    expect(network.calls('PUT /api/boards/board-a/move')[0]?.body).toEqual({
      folderId: 'folder-1',
      position: 3072 + 1024,
    });
    expect(shownBoards()).toEqual(['board-b', 'board-c', 'board-a']);
  });

  it('takes a project out of its folder at once when dropped on All projects', async () => {
    const filed = { ...alpha, folderId: 'folder-1' };
    let answer: (response: Response) => void = () => undefined;
    const { network } = openProjects({
      boards: [filed, { ...beta, folderId: 'folder-1' }],
      path: '/acme/group/folder-1',
      extra: {
        'PUT /api/boards/board-a/move': () => new Promise((resolve) => (answer = resolve)),
      },
    });

    await dragOntoFolder('Alpha', 'folder-target-root');

    await waitFor(() => expect(shownBoards()).toEqual(['board-b']));
    expect(network.calls('PUT /api/boards/board-a/move')[0]?.body).toEqual({
      folderId: null,
      position: 2048 + 1024,
    });
    answer(json(200, { board: { ...alpha, position: 3072 } }));
    // Waited for as a whole: on CI's loaded cores the toast's text was once found while sonner
    // still showed it hidden.
    await waitFor(() => expect(screen.getByText('Moved Alpha to No folder')).toBeVisible());
    expect(shownBoards()).toEqual(['board-b']);
  });

  it('puts the project back and toasts when the move is refused', async () => {
    let message = 'Folder is locked';
    openProjects({
      boards: [{ ...alpha, folderId: 'folder-1' }],
      path: '/acme/group/folder-1',
      extra: {
        'PUT /api/boards/board-a/move': () => json(400, { message, code: 'BAD_REQUEST' }),
      },
    });

    await dragOntoFolder('Alpha', 'folder-target-folder-2');
    // The toast can be in the page a moment before it counts as visible (seen once on a loaded
    // CI machine): wait until it is.
    await waitFor(() => expect(screen.getByText('Folder is locked')).toBeVisible());
    expect(shownBoards()).toEqual(['board-a']);

    message = '';
    await dragOntoFolder('Alpha', 'folder-target-root');
    await waitFor(() => expect(screen.getByText('Failed to move board')).toBeVisible());
    expect(shownBoards()).toEqual(['board-a']);
  });

  it('does nothing when dropped on the folder it is in', async () => {
    const { network } = openProjects();

    await dragOntoFolder('Alpha', 'folder-target-root');

    expect(network.calls('PUT /api/boards/board-a/move')).toHaveLength(0);
    expect(shownBoards()).toEqual(['board-a', 'board-b', 'board-c']);
  });

  it('still moves a project by the "Move to…" menu, to the end of the folder', async () => {
    const { network } = openProjects({
      extra: {
        'PUT /api/boards/board-b/move': ({ body }) =>
          json(200, { board: { ...beta, ...(body as object) } }),
      },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('move-board-b'));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sales' }),
    );

    expect(await screen.findByText('Moved Beta to Sales')).toBeVisible();
    expect(network.calls('PUT /api/boards/board-b/move')[0]?.body).toEqual({
      folderId: 'folder-2',
      position: 4096,
    });
  });
});

describe('reordering folders', () => {
  const logos = buildFolder({
    _id: 'folder-3',
    name: 'Logos',
    parentFolder: 'folder-1',
    position: 3072,
  });

  it('moves a folder among its siblings at once and sends their new order', async () => {
    const { network } = openProjects({
      folders: [marketing, sales, logos],
      extra: { 'PUT /api/folders/reorder': () => json(200, { message: 'Folders reordered' }) },
    });

    await dragByKeyboard('Move folder Marketing', ['{ArrowDown}']);

    // Marketing passes over its own sub-folder and takes Sales's place, Logos still inside.
    await waitFor(() => expect(shownFolders()).toEqual(['folder-2', 'folder-1', 'folder-3']));
    expect(network.calls('PUT /api/folders/reorder')[0]?.body).toEqual({
      workspaceId: 'ws-1',
      items: [
        { id: 'folder-2', position: 1024 },
        { id: 'folder-1', position: 2048 },
      ],
    });
  });

  it('keeps a sub-folder among its own siblings', async () => {
    const { network } = openProjects({ folders: [marketing, sales, logos] });

    await dragByKeyboard('Move folder Logos', ['{ArrowDown}']);

    expect(shownFolders()).toEqual(['folder-1', 'folder-3', 'folder-2']);
    expect(network.calls('PUT /api/folders/reorder')).toHaveLength(0);
  });

  it('puts the folders back and toasts "Failed to reorder folders" when refused', async () => {
    openProjects({
      extra: {
        'PUT /api/folders/reorder': () => json(500, { message: '', code: 'INTERNAL_ERROR' }),
      },
    });

    await dragByKeyboard('Move folder Sales', ['{ArrowUp}']);

    expect(await screen.findByText('Failed to reorder folders')).toBeVisible();
    expect(shownFolders()).toEqual(['folder-1', 'folder-2']);
  });
});
