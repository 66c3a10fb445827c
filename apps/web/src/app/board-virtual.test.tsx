import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutBoard } from '../test/board-layout';
import { json } from '../test/fetch-mock';
import { openTaskBoard } from '../test/task-board';
import { buildTask } from '../test/task-fixtures';

const COLUMN_SIZE = 1250;
const CARD_PX = 80;
const VIEW_PX = 600;

// Two long columns: 2,500 cards.
const tasks = ['col-1', 'col-2'].flatMap((columnId, column) =>
  Array.from({ length: COLUMN_SIZE }, (_, index) => {
    const n = column * COLUMN_SIZE + index + 1;
    return buildTask({
      _id: `t-${n}`,
      taskId: `WEB-${n}`,
      title: `Task ${n}`,
      columnId,
      position: (index + 1) * 1024,
    });
  }),
);

/** jsdom has no layout: card areas show 600px of their list, cards are 80px, scrollTo scrolls. */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid?.startsWith('column-cards-') ? VIEW_PX : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const list = this.firstElementChild;
    return list instanceof HTMLElement ? parseFloat(list.style.height) || 0 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid?.startsWith('task-card-') ? CARD_PX : 0;
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    writable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      this.scrollTop = options.top ?? this.scrollTop;
      this.dispatchEvent(new Event('scroll'));
    },
  });
});

afterEach(() => {
  toast.dismiss();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
});

const cardsIn = (columnId: string) =>
  within(screen.getByTestId(`board-column-${columnId}`)).queryAllByTestId(/^task-card-/);

describe('a board of long columns', () => {
  it('renders only the cards in view, and the others as the column scrolls', async () => {
    openTaskBoard(tasks);

    await screen.findByTestId('task-card-t-1');
    expect(cardsIn('col-1').length).toBeLessThan(30);
    expect(cardsIn('col-2').length).toBeLessThan(30);
    expect(screen.getByTestId('column-count-col-1')).toHaveTextContent('1250');

    // Cards not measured yet count at their estimated height: about index 1000 of 1250.
    const area = screen.getByTestId('column-cards-col-1');
    area.scrollTop = 100_000;
    fireEvent.scroll(area);

    await waitFor(() => expect(screen.queryByTestId('task-card-t-1')).not.toBeInTheDocument());
    const shown = cardsIn('col-1').map((card) => Number(card.dataset.testid?.slice(12)));
    expect(shown.length).toBeLessThan(30);
    expect(Math.min(...shown)).toBeGreaterThan(900);
    expect(Math.max(...shown)).toBeLessThan(1100);
  });

  it('shows a task added at the bottom, scrolled into view with its highlight', async () => {
    const created = buildTask({
      _id: 't-new',
      taskId: 'WEB-9999',
      title: 'New idea',
      position: (COLUMN_SIZE + 1) * 1024,
    });
    const { network } = openTaskBoard(tasks, {
      'POST /api/tasks': () => json(201, { task: created, rebalanced: null }),
    });
    const user = userEvent.setup();

    const quickAdd = await screen.findByTestId('quick-add-bottom-col-1');
    await user.click(within(quickAdd).getByRole('button', { name: '+ Add task' }));
    await user.type(within(quickAdd).getByRole('textbox'), 'New idea{Enter}');

    expect(await screen.findByTestId('task-card-t-new')).toHaveClass('ring-2');
    expect(screen.getByTestId('column-cards-col-1').scrollTop).toBeGreaterThan(0);
    expect(network.calls('POST /api/tasks')[0]?.body).toMatchObject({ position: 'bottom' });
  });

  it('moves the focus with the keys to cards the column has yet to render', async () => {
    openTaskBoard(tasks);
    const user = userEvent.setup();
    await screen.findByTestId('task-card-t-1');
    expect(screen.queryByTestId('task-card-t-40')).not.toBeInTheDocument();

    await user.keyboard('j'.repeat(40));
    await waitFor(() => expect(screen.getByRole('link', { name: 'WEB-40 Task 40' })).toHaveFocus());
    expect(screen.getByTestId('column-cards-col-1').scrollTop).toBeGreaterThan(0);
    await user.keyboard('l');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'WEB-1290 Task 1290' })).toHaveFocus(),
    );
  });

  it('moves a card of a long column with the keyboard', async () => {
    const moved = { ...tasks[0]!, position: 2560 };
    const { network } = openTaskBoard(tasks, {
      'POST /api/tasks/move': () => json(200, { task: moved, rebalanced: null }),
    });
    layOutBoard();
    const user = userEvent.setup();

    const card = await screen.findByRole('link', { name: 'WEB-1 Task 1' });
    card.focus();
    for (const key of [' ', '{ArrowDown}', ' ']) {
      await user.keyboard(key);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    await waitFor(() => expect(network.calls('POST /api/tasks/move')).toHaveLength(1));
    expect(network.calls('POST /api/tasks/move')[0]?.body).toEqual({
      taskId: 't-1',
      columnId: 'col-1',
      position: 2560,
    });
  });
});
