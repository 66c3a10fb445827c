import { DEFAULT_CARD_PROPERTIES, type Task } from '@teamboard/shared';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useBoardPreferences } from '../../boards/api/get-board-preferences';
import { useCurrentBoard } from '../../boards/current-board';
import { QuickAdd } from './quick-add';
import { TaskCard } from './task-card';
import { COLUMN_DROP_PREFIX } from './task-collisions';

interface ColumnTasksProps {
  columnId: string;
  /** The column's tasks in position order. */
  tasks: Task[];
}

/** A column's cards (a drop area even when empty) between its two quick adds. */
export function ColumnTasks({ columnId, tasks }: ColumnTasksProps) {
  const { board, can } = useCurrentBoard();
  const canWork = can('board.work');
  const preferences = useBoardPreferences(board._id);
  const properties = preferences.data?.preferences.defaultCardProperties ?? DEFAULT_CARD_PROPERTIES;
  const { setNodeRef } = useDroppable({
    id: `${COLUMN_DROP_PREFIX}${columnId}`,
    data: { columnId, count: tasks.length },
    disabled: !canWork,
  });
  const ids = tasks.map((task) => task._id);

  return (
    <div className="mt-3 flex flex-1 flex-col gap-2">
      {canWork && <QuickAdd boardId={board._id} columnId={columnId} placement="top" />}
      <SortableContext id={columnId} items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className="flex min-h-16 flex-col gap-2">
          {tasks.map((task) => (
            <TaskCard key={task._id} task={task} properties={properties} draggable={canWork} />
          ))}
          {tasks.length === 0 && (
            <li className="py-6 text-center text-sm text-neutral-500">No tasks yet</li>
          )}
        </ul>
      </SortableContext>
      {canWork && <QuickAdd boardId={board._id} columnId={columnId} placement="bottom" />}
    </div>
  );
}
