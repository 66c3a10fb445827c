import type { BoardTask } from '@teamboard/shared';
import { useLocation, useNavigate } from 'react-router';
import { withParam } from '../../../lib/search-string';
import { useCurrentBoard } from '../../boards/current-board';
import { useShortcut } from '../../shortcuts/use-shortcut';
import { useActiveDragId } from '../components/use-active-drag-id';
import { usePanelPicker, type PanelPicker } from '../panel-picker-store';
import { useAssignToMe } from '../use-assign-to-me';
import { useCardEditing } from './card-editing-store';
import { COLUMN_ATTRIBUTE, focusCard, focusedColumnId, focusedTaskId, onBoard } from './card-focus';

interface BoardKeysProps {
  /** The board's columns, in order. */
  columnIds: readonly string[];
  /** Each column's cards the filters show, in order. */
  shown: ReadonlyMap<string, readonly BoardTask[]>;
}

/** A column's first quick add: what c presses, and where the focus goes in an empty column. */
function quickAdd(columnId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[${COLUMN_ATTRIBUTE}="${CSS.escape(columnId)}"] [data-testid^="quick-add-"] button`,
  );
}

/**
 * The board's keys (inside its drag and drop context): arrows or j/k/h/l move the focus between
 * cards and columns; on the focused card Enter or o opens it, e edits its title, a assigns it to
 * me, Shift+L, p and d open its labels, priority and due-date pickers in the task panel; c adds a
 * task to the focused column. Off during a drag, when arrows move the card instead.
 */
export function BoardKeys({ columnIds, shown }: BoardKeysProps) {
  const { can } = useCurrentBoard();
  const canWork = can('board.work');
  const dragging = useActiveDragId() !== null;
  const { search } = useLocation();
  const navigate = useNavigate();
  const assignToMe = useAssignToMe();
  const tasksOf = (columnIndex: number) => shown.get(columnIds[columnIndex] ?? '') ?? [];

  /** Where the focus is: a column's index, and the card's index in it (-1 off the cards). */
  const position = () => {
    const column = columnIds.indexOf(focusedColumnId() ?? '');
    if (column === -1) return null;
    const taskId = focusedTaskId();
    return { column, row: tasksOf(column).findIndex((task) => task._id === taskId) };
  };
  const focusAt = (column: number, row: number) => {
    const columnId = columnIds[column];
    if (!columnId) return;
    const tasks = tasksOf(column);
    const task = tasks[Math.min(Math.max(row, 0), tasks.length - 1)];
    if (task) focusCard(task._id);
    else quickAdd(columnId)?.focus();
  };
  const moveRow = (step: number) => {
    const at = position();
    if (!at) return focusAt(0, 0);
    const row = at.row + step;
    if (row >= 0 && row < tasksOf(at.column).length) focusAt(at.column, row);
  };
  const moveColumn = (step: number) => {
    const at = position();
    focusAt(at ? at.column + step : 0, at?.row ?? 0);
  };
  const focusedTask = () => {
    const taskId = focusedTaskId();
    for (const tasks of shown.values()) {
      const task = tasks.find((each) => each._id === taskId);
      if (task) return task;
    }
    return undefined;
  };
  const withTask = (act: (task: BoardTask) => void) => () => {
    const task = focusedTask();
    if (task) act(task);
  };
  const openTask = (task: BoardTask) =>
    void navigate({ search: withParam(search, 'task', task.taskId) });
  const openPicker = (picker: PanelPicker) =>
    withTask((task) => {
      usePanelPicker.getState().setOpen({ taskId: task._id, picker });
      openTask(task);
    });

  const navigating = !dragging && onBoard;
  const onCard = () => !dragging && focusedTaskId() !== null;
  const working = canWork && onCard;
  useShortcut('nextCard', () => moveRow(1), navigating);
  useShortcut('previousCard', () => moveRow(-1), navigating);
  useShortcut('nextColumn', () => moveColumn(1), navigating);
  useShortcut('previousColumn', () => moveColumn(-1), navigating);
  useShortcut('openCard', withTask(openTask), onCard);
  useShortcut(
    'createTask',
    () => quickAdd(focusedColumnId() ?? '')?.click(),
    () => canWork && !dragging && focusedColumnId() !== null,
  );
  useShortcut(
    'editTitle',
    withTask((task) => useCardEditing.getState().edit(task._id)),
    working,
  );
  useShortcut('assignToMe', withTask(assignToMe), working);
  useShortcut('labels', openPicker('labels'), working);
  useShortcut('priority', openPicker('priority'), working);
  useShortcut('dueDate', openPicker('dueDate'), working);
  return null;
}
