import type { Active, Over } from '@dnd-kit/core';
import type { BoardTask } from '@teamboard/shared';
import { columnTasks } from '../api/get-tasks';
import type { MoveTaskVariables } from '../api/move-task';
import { dragData } from './drag-data';

/**
 * Where a dropped card lands, as an index among the target column's other tasks, all of them
 * (those hidden by filters too), so its new position is the midpoint of its real neighbours:
 * - on a card: before it, or after it when moving down its own column (as the list showed);
 * - on a column or its card area: right after the column's last card the filters show, or at the
 *   end when none shows.
 * Null when it would not move.
 */
export function dropTarget(
  { active, over }: { active: Active; over: Over | null },
  tasks: BoardTask[],
): MoveTaskVariables | null {
  if (!over || over.id === active.id) return null;
  const taskId = String(active.id);
  const target = dragData(over);
  if (!target) return null;
  const others = (columnId: string) =>
    columnTasks(tasks, columnId).filter((task) => task._id !== taskId);

  if (target.type === 'task') {
    const overTask = tasks.find((task) => task._id === over.id);
    if (!overTask) return null;
    const at = others(overTask.columnId).findIndex((task) => task._id === overTask._id);
    const from = dragData(active)?.sortable;
    const to = target.sortable;
    const movingDown =
      !!from && !!to && from.containerId === to.containerId && from.index < to.index;
    return { taskId, columnId: overTask.columnId, index: movingDown ? at + 1 : at };
  }

  const columnId = target.type === 'column' ? target.column._id : target.columnId;
  const list = others(columnId);
  const lastShown = target.visibleIds.filter((id) => id !== taskId).at(-1);
  const after = lastShown ? list.findIndex((task) => task._id === lastShown) : -1;
  return { taskId, columnId, index: after === -1 ? list.length : after + 1 };
}
