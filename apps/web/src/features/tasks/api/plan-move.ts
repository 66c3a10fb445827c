import { resolvePosition, type BoardTask } from '@teamboard/shared';
import { columnTasks } from './get-tasks';

export interface MovePlan {
  /** The moved task's new position between its new neighbours. */
  position: number;
  /** The whole list with the task in its new column and position. */
  tasks: BoardTask[];
}

/**
 * Where a task dropped at `index` of `columnId` goes (the index counts the column's other tasks):
 * the midpoint of its neighbours, half the first one's at the top, after the last at the bottom.
 * Null when the task is unknown or would not move.
 */
export function planMove(
  tasks: BoardTask[],
  taskId: string,
  columnId: string,
  index: number,
): MovePlan | null {
  const moved = tasks.find((task) => task._id === taskId);
  if (!moved) return null;
  const others = columnTasks(tasks, columnId).filter((task) => task._id !== taskId);
  const at = Math.max(0, Math.min(index, others.length));
  const before = others[at - 1];
  const after = others[at];
  if (moved.columnId === columnId && columnTasks(tasks, columnId).indexOf(moved) === at) {
    return null;
  }
  const bounds = { first: others[0]?.position ?? null, last: others.at(-1)?.position ?? null };
  const position =
    before && after
      ? (before.position + after.position) / 2
      : resolvePosition(bounds, before ? 'bottom' : 'top');
  return {
    position,
    tasks: tasks.map((task) => (task._id === taskId ? { ...task, columnId, position } : task)),
  };
}
