import { DEFAULT_CARD_PROPERTIES, type BoardTask } from '@teamboard/shared';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useMemo, useState } from 'react';
import { useBoardPreferences } from '../../boards/api/get-board-preferences';
import { useCurrentBoard } from '../../boards/current-board';
import { COLUMN_ATTRIBUTE } from '../board-keys/card-focus';
import type { DragData } from './drag-data';
import { PlainTaskList } from './plain-task-list';
import { QuickAdd } from './quick-add';
import { COLUMN_DROP_PREFIX } from './task-collisions';
import { VIRTUAL_LIST_FROM, VirtualTaskList } from './virtual-task-list';

interface ColumnTasksProps {
  columnId: string;
  title: string;
  /** The column's tasks the filters show, in position order. */
  tasks: BoardTask[];
  /** How many tasks the column holds, hidden ones included. */
  total: number;
}

/**
 * A column's cards between its two quick adds (one when no card shows: two would sit together),
 * in an area that scrolls on its own (a drop area even when empty). A long column renders only
 * the cards in view: long by the tasks it holds, not by those the filters show or those of the
 * list's head already here, so its first paint renders a few cards rather than the head's 30, and
 * neither the whole list's arrival nor a filter swaps every card for new ones.
 */
export function ColumnTasks({ columnId, title, tasks, total }: ColumnTasksProps) {
  const { board, can } = useCurrentBoard();
  const canWork = can('board.work');
  const preferences = useBoardPreferences(board._id);
  const properties = preferences.data?.preferences.defaultCardProperties ?? DEFAULT_CARD_PROPERTIES;
  const ids = useMemo(() => tasks.map((task) => task._id), [tasks]);
  const data: DragData = { type: 'column-area', columnId, title, visibleIds: ids };
  const { setNodeRef } = useDroppable({
    id: `${COLUMN_DROP_PREFIX}${columnId}`,
    data,
    disabled: !canWork,
  });
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const viewportRef = useCallback(
    (node: HTMLDivElement | null) => {
      setNodeRef(node);
      setViewport(node);
    },
    [setNodeRef],
  );

  return (
    <div {...{ [COLUMN_ATTRIBUTE]: columnId }} className="mt-3 flex min-h-0 flex-1 flex-col gap-2">
      {canWork && tasks.length > 0 && (
        <QuickAdd boardId={board._id} columnId={columnId} placement="top" />
      )}
      <SortableContext id={columnId} items={ids} strategy={verticalListSortingStrategy}>
        <div
          ref={viewportRef}
          data-testid={`column-cards-${columnId}`}
          className="relative max-h-[calc(100dvh-20rem)] min-h-16 overflow-y-auto p-0.5"
        >
          {total >= VIRTUAL_LIST_FROM && tasks.length > 0 ? (
            <VirtualTaskList
              tasks={tasks}
              properties={properties}
              draggable={canWork}
              viewport={viewport}
            />
          ) : tasks.length > 0 ? (
            <PlainTaskList tasks={tasks} properties={properties} draggable={canWork} />
          ) : (
            <p className="py-6 text-center text-sm text-neutral-500">
              {total === 0 ? 'No tasks yet' : 'No matching tasks'}
            </p>
          )}
        </div>
      </SortableContext>
      {canWork && <QuickAdd boardId={board._id} columnId={columnId} placement="bottom" />}
    </div>
  );
}
