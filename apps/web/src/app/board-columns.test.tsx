import type { BoardRole, Task, WorkspaceRole } from '@teamboard/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { buildColumn } from '../test/board-fixtures';
import { layOutBoard } from '../test/board-layout';
import { json, type Handler } from '../test/fetch-mock';
import { fetchedUrls } from '../test/fetched-urls';
import { openTaskBoard } from '../test/task-board';
import { PHONE_QUERY } from '../lib/use-media-query';
import { boardTasksAnswer, buildTask } from '../test/task-fixtures';

// Sonner shows a new Toaster the toasts still active from an earlier test.
afterEach(() => {
  toast.dismiss();
});

type Roles = { workspace: WorkspaceRole; board: BoardRole | null };
const admin: Roles = { workspace: 'member', board: 'admin' };
const collaborator: Roles = { workspace: 'member', board: 'collaborator' };

function openColumns(tasks: Task[], extra: Record<string, Handler>, roles = admin) {
  return openTaskBoard(tasks, extra, { roles });
}

/** The columns' ids in the order the board shows them. */
const shownOrder = () =>
  screen
    .getAllByRole('region')
    .map((section) => section.dataset.testid?.replace('board-column-', ''))
    .filter(Boolean);

async function pick(columnId: string, action: 'Rename' | 'Delete') {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId(`column-menu-${columnId}`));
  await user.click(screen.getByRole('menuitem', { name: action }));
  return user;
}

describe('board columns', () => {
  it('adds a column at the end of the board', async () => {
    const created = buildColumn({ _id: 'col-3', title: 'Review', position: 3072 });
    const { network } = openColumns([], {
      'POST /api/columns': () => json(201, { column: created }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '+ Add column' }));
    await user.type(screen.getByLabelText('New column title'), 'Review{Enter}');

    expect(await screen.findByTestId('board-column-col-3')).toHaveTextContent('Review');
    expect(network.calls('POST /api/columns')[0]?.body).toEqual({
      boardId: 'board-1',
      fields: { title: 'Review' },
      position: 'bottom',
    });
    expect(shownOrder()).toEqual(['col-1', 'col-2', 'col-3']);
  });

  it('toasts a failed add with the server message, else "Failed to add column"', async () => {
    let message = 'Too many columns';
    openColumns([], {
      'POST /api/columns': () => json(400, { message, code: 'BAD_REQUEST' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '+ Add column' }));
    await user.type(screen.getByLabelText('New column title'), 'One{Enter}');
    expect(await screen.findByText('Too many columns')).toBeVisible();

    message = '';
    await user.type(screen.getByLabelText('New column title'), 'Two{Enter}');
    expect(await screen.findByText('Failed to add column')).toBeVisible();
  });

  it('renames a column at once from its menu', async () => {
    const { network } = openColumns([], {
      'PUT /api/columns/col-1': () =>
        json(200, { column: buildColumn({ _id: 'col-1', title: 'Backlog' }) }),
    });

    const user = await pick('col-1', 'Rename');
    const field = screen.getByLabelText('Column title');
    await user.clear(field);
    await user.type(field, 'Backlog{Enter}');

    const column = screen.getByTestId('board-column-col-1');
    expect(within(column).getByRole('heading', { name: 'Backlog' })).toBeInTheDocument();
    await waitFor(() => expect(network.calls('PUT /api/columns/col-1')).toHaveLength(1));
    expect(network.calls('PUT /api/columns/col-1')[0]?.body).toEqual({ title: 'Backlog' });
  });

  it('refuses an empty title and cancels a rename with Escape', async () => {
    const { network } = openColumns([], {});

    const user = await pick('col-1', 'Rename');
    await user.clear(screen.getByLabelText('Column title'));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Title is required')).toBeVisible();
    await user.type(screen.getByLabelText('Column title'), 'Later{Escape}');

    const column = screen.getByTestId('board-column-col-1');
    expect(within(column).getByRole('heading', { name: 'To do' })).toBeInTheDocument();
    expect(network.calls('PUT /api/columns/col-1')).toHaveLength(0);
  });

  it('puts the old title back and toasts when a rename is refused', async () => {
    openColumns([], {
      'PUT /api/columns/col-1': () => json(500, { message: '', code: 'INTERNAL_ERROR' }),
    });

    const user = await pick('col-1', 'Rename');
    const field = screen.getByLabelText('Column title');
    await user.clear(field);
    await user.type(field, 'Backlog{Enter}');

    // In the toaster: present is enough (a toast still leaving from an earlier test can stack
    // over it for a moment on a loaded machine, which jsdom reports as not visible).
    expect(await screen.findByText('Failed to update column')).toBeInTheDocument();
    const column = screen.getByTestId('board-column-col-1');
    expect(within(column).getByRole('heading', { name: 'To do' })).toBeInTheDocument();
  });

  it('deletes an empty column after asking', async () => {
    const { network } = openColumns([], {
      'DELETE /api/columns/col-2': () => json(200, { message: 'Column deleted' }),
    });

    const user = await pick('col-2', 'Delete');
    const prompt = screen.getByRole('alertdialog', { name: 'Delete column Done' });
    expect(prompt).toHaveTextContent('Delete this column?');
    await user.click(within(prompt).getByRole('button', { name: 'Delete column' }));

    await waitFor(() => expect(screen.queryByTestId('board-column-col-2')).not.toBeInTheDocument());
    expect(network.calls('DELETE /api/columns/col-2')).toHaveLength(1);
    const urls = fetchedUrls();
    expect(urls).toContain('/api/columns/col-2');
  });

  it('asks where the tasks of a column go, then moves them there', async () => {
    let tasks = [buildTask({ _id: 't-1', title: 'Write copy', columnId: 'col-1' })];
    openColumns(tasks, {
      'GET /api/boards/board-1/tasks': () => json(200, boardTasksAnswer(tasks)),
      'DELETE /api/columns/col-1': () => {
        tasks = tasks.map((task) => ({ ...task, columnId: 'col-2' }));
        return json(200, { message: 'Column deleted' });
      },
    });

    const user = await pick('col-1', 'Delete');
    const prompt = screen.getByRole('alertdialog', { name: 'Delete column To do' });
    expect(prompt).toHaveTextContent('It holds 1 task. Move them to:');
    expect(within(prompt).getByLabelText('Move tasks to')).toHaveValue('col-2');
    await user.click(within(prompt).getByRole('button', { name: 'Delete column' }));

    const done = screen.getByTestId('board-column-col-2');
    expect(await within(done).findByTestId('task-card-t-1')).toBeInTheDocument();
    expect(screen.queryByTestId('board-column-col-1')).not.toBeInTheDocument();
    const urls = fetchedUrls();
    expect(urls).toContain('/api/columns/col-1?moveTasksTo=col-2');
  });

  it('toasts the server message when a delete is refused', async () => {
    openColumns([buildTask({ _id: 't-1' })], {
      'DELETE /api/columns/col-1': () =>
        json(409, { message: 'This column has tasks.', code: 'CONFLICT' }),
    });

    const user = await pick('col-1', 'Delete');
    await user.click(screen.getByRole('button', { name: 'Delete column' }));

    expect(await screen.findByText('This column has tasks.')).toBeVisible();
    expect(screen.getByTestId('board-column-col-1')).toBeInTheDocument();
  });

  it('lets a collaborator rename and move columns but not delete them', async () => {
    openColumns([], {}, collaborator);
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('column-menu-col-1'));
    expect(screen.getByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move column To do' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add column' })).toBeInTheDocument();
  });

  it('gives someone who only views the board no column controls', async () => {
    openColumns([], {}, { workspace: 'guest', board: null });

    await screen.findByTestId('board-column-col-1');
    expect(screen.queryByTestId('column-menu-col-1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move column To do' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add column' })).not.toBeInTheDocument();
  });
});

/** dnd-kit's keyboard sensor listens for the next key only after a timeout. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('dragging columns with the keyboard', () => {
  async function moveFirstColumnRight() {
    layOutBoard();
    const user = userEvent.setup();
    const handle = await screen.findByRole('button', { name: 'Move column To do' });
    handle.focus();
    for (const key of [' ', '{ArrowRight}', ' ']) {
      await user.keyboard(key);
      await settle();
    }
  }

  it('reorders the columns at once and sends the new order', async () => {
    const { network } = openColumns([], {
      'PUT /api/columns/order': () =>
        json(200, {
          columns: [
            buildColumn({ _id: 'col-2', title: 'Done', position: 1024 }),
            buildColumn({ _id: 'col-1', title: 'To do', position: 2048 }),
          ],
        }),
    });

    await moveFirstColumnRight();

    await waitFor(() => expect(shownOrder()).toEqual(['col-2', 'col-1']));
    expect(network.calls('PUT /api/columns/order')[0]?.body).toEqual({
      boardId: 'board-1',
      columnOrder: ['col-2', 'col-1'],
    });
  });

  it('puts the columns back and toasts when the server refuses', async () => {
    openColumns([], {
      'PUT /api/columns/order': () => json(500, { message: '', code: 'INTERNAL_ERROR' }),
    });

    await moveFirstColumnRight();

    // In the toaster: present is enough (a toast still leaving from an earlier test can stack
    // over it for a moment on a loaded machine, which jsdom reports as not visible).
    expect(await screen.findByText('Failed to update column')).toBeInTheDocument();
    expect(shownOrder()).toEqual(['col-1', 'col-2']);
  });
});

describe('board columns on a phone', () => {
  it('names each column in a row above the board; a tap brings that column into view', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const shown: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      shown.push(this);
    });
    openColumns([], {});
    const user = userEvent.setup();

    const switcher = await screen.findByRole('navigation', { name: 'Columns' });
    const names = within(switcher).getAllByRole('button');
    const columns = screen.getAllByTestId(/^board-column-/);
    expect(names.map((name) => name.textContent)).toEqual(
      columns.map((column) => column.getAttribute('aria-label')),
    );
    expect(names[0]).toHaveAttribute('aria-current', 'true');
    await user.click(names[1] as HTMLElement);
    expect(shown).toEqual([columns[1]]);
  });
});
