import { BOARD_HEAD_PER_COLUMN } from '@teamboard/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { boardTasksAnswer, cardOf, buildTask } from '../test/task-fixtures';

// More than the head holds in the first column, fewer in the second.
const tasks = [
  ...Array.from({ length: 45 }, (_, index) =>
    buildTask({ _id: `t-${index + 1}`, title: `Task ${index + 1}`, position: (index + 1) * 1024 }),
  ),
  buildTask({ _id: 'd-1', title: 'Shipped', columnId: 'col-2' }),
];

describe('a board opened without its task list', () => {
  it("shows each column's first cards and totals to look at, then the whole list to work on", async () => {
    let answer: (response: Response) => void = () => undefined;
    const whole = new Promise<Response>((resolve) => (answer = resolve));
    const { network } = openTaskBoard(
      tasks,
      { 'GET /api/boards/board-1/tasks': () => whole },
      { roles: { workspace: 'member', board: 'admin' } },
    );

    const todo = await screen.findByTestId('board-column-col-1');
    expect(await within(todo).findByTestId('task-card-t-1')).toBeInTheDocument();
    expect(within(todo).getByTestId(`task-card-t-${BOARD_HEAD_PER_COLUMN}`)).toBeInTheDocument();
    expect(within(todo).queryByTestId(`task-card-t-${BOARD_HEAD_PER_COLUMN + 1}`)).toBeNull();
    expect(screen.getByTestId('column-count-col-1')).toHaveTextContent('45');
    expect(screen.getByTestId('task-card-d-1')).toBeInTheDocument();
    // Looking only: no quick add, no column handle, no new column.
    expect(screen.queryByTestId('quick-add-top-col-1')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move column To do' })).toBeNull();
    expect(network.calls('GET /api/boards/board-1/tasks/head')[0]?.query.get('perColumn')).toBe(
      String(BOARD_HEAD_PER_COLUMN),
    );

    answer(json(200, boardTasksAnswer(tasks.map(cardOf))));
    expect(await within(todo).findByTestId('task-card-t-45')).toBeInTheDocument();
    expect(screen.getByTestId('column-count-col-1')).toHaveTextContent('45');
    expect(screen.getByTestId('quick-add-top-col-1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move column To do' })).toBeInTheDocument();
  });
});
