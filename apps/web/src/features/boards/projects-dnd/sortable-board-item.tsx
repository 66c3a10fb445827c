import type { Board, Folder } from '@teamboard/shared';
import { useMemo } from 'react';
import { cn } from '../../../lib/class-names';
import { useSortableItem } from '../../../lib/dnd/use-sortable-item';
import { BoardCard } from '../components/board-card';
import type { ProjectsDragData } from './drag-data';

interface SortableBoardItemProps {
  board: Board;
  folders: Folder[];
  canArrange: boolean;
  /** Whether it has a handle to drag it (arrangers, active projects). */
  draggable: boolean;
}

/**
 * A project card in the list; dragged by its handle (pointer or keyboard) to another place in
 * the list or onto a folder. While dragged it stays as a faded placeholder.
 */
export function SortableBoardItem({
  board,
  folders,
  canArrange,
  draggable,
}: SortableBoardItemProps) {
  const data = useMemo((): ProjectsDragData => ({ type: 'board', board }), [board]);
  const { setNodeRef, style, draggingClass, handleProps } = useSortableItem({
    id: board._id,
    data,
    disabled: !draggable,
    draggingClass: 'z-10 opacity-40',
  });
  return (
    <li
      ref={setNodeRef}
      data-testid={`board-item-${board._id}`}
      style={style}
      className={cn('flex', draggingClass)}
    >
      <BoardCard
        board={board}
        folders={folders}
        canArrange={canArrange}
        dragHandle={
          draggable && (
            <button
              type="button"
              {...handleProps}
              aria-label={`Move project ${board.title}`}
              className="cursor-grab touch-none rounded px-1 text-neutral-400 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-neutral-800"
            >
              <span aria-hidden="true">⠿</span>
            </button>
          )
        }
      />
    </li>
  );
}
