import type { SearchTask } from '@teamboard/shared';
import type { WorkspaceHome } from '@teamboard/shared/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../test/board-fixtures';
import { json } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const empty = { total: 0, tasks: [] };
const home: WorkspaceHome = {
  favoriteBoards: [],
  recentBoards: [],
  tasks: { overdue: empty, today: empty, thisWeek: empty, later: empty, noDueDate: empty },
  timer: null,
  activity: [],
};

const found: SearchTask = {
  _id: 'task-7',
  taskId: 'WEB-7',
  externalKey: null,
  title: 'Fix the login page',
  board: { _id: 'board-1', title: 'Website' },
  column: { _id: 'col-1', title: 'To do' },
};

/** The workspace home of "acme", whose boards are Website (board-1) and Mobile app. */
function openHome() {
  const tasks = [buildTask({ _id: 'task-7', taskId: 'WEB-7', title: 'Fix the login page' })];
  return openTaskBoard(
    tasks,
    {
      'GET /api/workspaces/ws-1/home': () => json(200, { home }),
      'GET /api/boards': () =>
        json(200, {
          boards: [buildBoard(), buildBoard({ _id: 'board-2', title: 'Mobile app', key: 'MOB' })],
        }),
      'GET /api/workspaces/ws-1/search': () => json(200, { tasks: [found] }),
    },
    { path: '/acme' },
  );
}

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' });
}

const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the command palette', () => {
  it('opens on Ctrl+K, finds a board fuzzily and goes to it', async () => {
    const user = userEvent.setup();
    const app = openHome();
    await screen.findByRole('heading', { name: 'Acme' });

    const dialog = await openPalette(user);
    expect(within(dialog).getByRole('combobox')).toHaveFocus();
    await user.keyboard('wbst');
    const option = await within(dialog).findByRole('option', { name: /Website/ });
    expect(option).toHaveTextContent('Board');
    expect(within(dialog).queryByRole('option', { name: /Mobile app/ })).toBeNull();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(app.location()).toBe('/acme/projects/board-1'));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });

  it("shows the server's tasks for what is typed and opens the one chosen", async () => {
    const user = userEvent.setup();
    const app = openHome();
    await screen.findByRole('heading', { name: 'Acme' });

    const dialog = await openPalette(user);
    await user.keyboard('web-7');
    const task = await within(dialog).findByRole('option', { name: /WEB-7 Fix the login page/ });
    expect(task).toHaveTextContent('Website · To do');
    expect(task).toHaveTextContent('Task');
    const [search] = app.network.calls('GET /api/workspaces/ws-1/search');
    expect(search?.query.get('q')).toBe('web-7');
    await user.click(task);

    await waitFor(() => expect(app.location()).toBe('/acme/projects/board-1?task=WEB-7'));
  });

  it('runs an action: dark mode, with the action shown as such', async () => {
    const user = userEvent.setup();
    openHome();
    await screen.findByRole('heading', { name: 'Acme' });

    const dialog = await openPalette(user);
    await user.keyboard('dark mode');
    expect(
      await within(dialog).findByRole('option', { name: /Switch to dark mode/ }),
    ).toHaveTextContent('Action');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
  });

  it('shows an action with a shortcut with its keycaps', async () => {
    const user = userEvent.setup();
    openHome();
    await screen.findByRole('heading', { name: 'Acme' });

    const dialog = await openPalette(user);
    await user.keyboard('create a task');
    const create = await within(dialog).findByRole('option', { name: /Create a task/ });
    expect(within(create).getByText('C', { selector: 'kbd' })).toBeInTheDocument();
  });

  it('lists what was chosen recently first, remembered for the user', async () => {
    const user = userEvent.setup();
    const app = openHome();
    await screen.findByRole('heading', { name: 'Acme' });

    let dialog = await openPalette(user);
    const before = optionNames(dialog);
    expect(before.findIndex((name) => name.includes('Mobile app'))).toBeGreaterThan(0);
    await user.keyboard('mobile');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/acme/projects/board-2'));

    dialog = await openPalette(user);
    expect(within(dialog).getByRole('group', { name: 'Recent' })).toBeInTheDocument();
    expect(optionNames(dialog)[0]).toContain('Mobile app');
    // Typing keeps a recent match above the others that match as well.
    await user.keyboard('app');
    await waitFor(() => expect(optionNames(dialog)[0]).toContain('Mobile app'));
    expect(localStorage.getItem('palette.recent.user-1')).toContain('board:board-2');
  });
});

describe('the ? overlay', () => {
  it('lists every group of shortcuts with their keys', async () => {
    const user = userEvent.setup();
    openHome();
    await screen.findByRole('heading', { name: 'Acme' });

    await user.keyboard('{Shift>}[Slash]{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Anywhere', 'Board', 'Task panel', 'Chat']);
    expect(within(dialog).getByText('Open the command palette')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull();
  });
});
