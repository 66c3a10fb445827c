import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

describe('board tasks', () => {
  it('shows each column its cards in position order with the priority name', async () => {
    openTaskBoard([
      buildTask({ _id: 't-2', taskId: 'WEB-2', title: 'Second', position: 2048, priority: 2 }),
      buildTask({ _id: 't-1', taskId: 'WEB-1', title: 'First', position: 1024, priority: 3 }),
      buildTask({ _id: 't-3', taskId: 'WEB-3', title: 'Shipped', columnId: 'col-2' }),
    ]);

    const todo = await screen.findByTestId('board-column-col-1');
    const cards = within(todo).getAllByTestId(/^task-card-/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['task-card-t-1', 'task-card-t-2']);
    expect(cards[0]).toHaveTextContent('WEB-1');
    expect(cards[0]).toHaveTextContent('High');
    expect(cards[1]).toHaveTextContent('Urgent');
    expect(within(screen.getByTestId('board-column-col-2')).getByText('Shipped')).toBeVisible();
  });

  it('creates a task from the bottom quick add; the card, not a toast, shows it', async () => {
    const created = buildTask({ _id: 't-9', taskId: 'WEB-9', title: 'New idea' });
    const { network } = openTaskBoard([], {
      'POST /api/tasks': () => json(201, { task: created, rebalanced: null }),
    });
    const user = userEvent.setup();

    const quickAdd = await screen.findByTestId('quick-add-bottom-col-1');
    await user.click(within(quickAdd).getByRole('button', { name: '+ Add task' }));
    await user.type(within(quickAdd).getByRole('textbox'), 'New idea{Enter}');

    expect(await screen.findByTestId('task-card-t-9')).toBeInTheDocument();
    expect(screen.queryByText(/created successfully/)).not.toBeInTheDocument();
    expect(network.calls('POST /api/tasks')[0]?.body).toEqual({
      boardId: 'board-1',
      columnId: 'col-1',
      fields: { title: 'New idea' },
      position: 'bottom',
    });
    expect(await screen.findByTestId('task-card-t-9')).toHaveClass('ring-2');
  });

  it('cancels a quick add with Escape and toasts a failed one', async () => {
    const { network } = openTaskBoard([], {
      'POST /api/tasks': () => json(500, { message: '', code: 'INTERNAL_ERROR' }),
    });
    const user = userEvent.setup();

    const quickAdd = await screen.findByTestId('quick-add-bottom-col-2');
    await user.click(within(quickAdd).getByRole('button', { name: '+ Add task' }));
    await user.type(within(quickAdd).getByRole('textbox'), 'Nope{Escape}');
    expect(within(quickAdd).queryByRole('textbox')).not.toBeInTheDocument();
    expect(network.calls('POST /api/tasks')).toHaveLength(0);

    await user.click(within(quickAdd).getByRole('button', { name: '+ Add task' }));
    await user.type(within(quickAdd).getByRole('textbox'), 'Broken{Enter}');
    expect(await screen.findByText('Failed to create task')).toBeVisible();
  });

  it('gives a viewer who cannot work on the board no quick add and no dragging', async () => {
    openTaskBoard([buildTask({ _id: 't-1' })], {}, { roles: { workspace: 'guest', board: null } });

    const card = await screen.findByTestId('task-card-t-1');
    expect(card).not.toHaveAttribute('aria-roledescription');
    expect(screen.queryByTestId('quick-add-top-col-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('quick-add-bottom-col-1')).not.toBeInTheDocument();
  });
});
