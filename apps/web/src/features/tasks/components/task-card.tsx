import type { BoardTask } from '@teamboard/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, type ComponentProps, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/class-names';
import { withParam } from '../../../lib/search-string';
import { useFileDrop } from '../../../lib/use-file-drop';
import { useIsRecentTask } from '../recent-tasks-store';
import { useCardActions } from './card-actions';
import { useCardFileDrop } from './card-file-drop';
import type { DragData } from './drag-data';
import { ignoreClickAfterDrop } from './drop-click-guard';
import { TaskCardBody } from './task-card-body';

interface TaskCardProps {
  task: BoardTask;
  properties: ComponentProps<typeof TaskCardBody>['properties'];
  /** Whether the user may drag it (board.work). */
  draggable: boolean;
  /** In a virtual list: the card's index, its offset from the list's top, and its measuring ref. */
  index?: number;
  top?: number;
  measure?: (node: Element | null) => void;
}

/** Keys pressed on the open link must not start a keyboard drag of the card around it. */
function keepKeys(event: KeyboardEvent) {
  event.stopPropagation();
}

/**
 * A sortable card; its title opens the task panel (?task=<task key>, the filters kept) over the
 * board. While dragged it stays as a faded placeholder: the overlay follows the pointer. Files
 * dragged from the computer onto it (an HTML drag, which dnd-kit's pointer sensors never see) are
 * attached to its task, for those who may move it (board.work, as they may edit it).
 */
export const TaskCard = memo(function TaskCard({
  task,
  properties,
  draggable,
  index,
  top,
  measure,
}: TaskCardProps) {
  const recent = useIsRecentTask(task._id);
  const CardActions = useCardActions();
  const attachToCard = useCardFileDrop();
  const fileDrop = useFileDrop(
    draggable && attachToCard ? (files) => attachToCard(task, files) : null,
  );
  const { search } = useLocation();
  const data: DragData = { type: 'task', task };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task._id,
    data,
    disabled: !draggable,
  });
  const ref = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure?.(node);
    },
    [setNodeRef, measure],
  );
  return (
    <li
      ref={ref}
      data-index={index}
      data-testid={`task-card-${task._id}`}
      style={{ transform: CSS.Translate.toString(transform), transition, top }}
      className={cn(
        'rounded-lg bg-white p-3 shadow-sm dark:bg-neutral-800',
        top === undefined ? 'relative' : 'absolute inset-x-0',
        draggable && 'cursor-grab touch-none',
        recent && 'ring-2 ring-indigo-500',
        isDragging && 'z-10 opacity-40',
        fileDrop.over && 'ring-2 ring-indigo-500',
      )}
      {...(draggable ? { ...attributes, ...listeners } : {})}
      {...fileDrop.props}
      aria-label={draggable ? `${task.taskId} ${task.title}` : undefined}
    >
      <TaskCardBody
        task={task}
        properties={properties}
        actions={
          // Those who may move the card work on the board: they may time it too.
          draggable &&
          CardActions &&
          (properties.includes('totalTime') || properties.includes('activeTimers')) && (
            <CardActions task={task} />
          )
        }
      />
      <Link
        to={{ search: withParam(search, 'task', task.taskId) }}
        onKeyDown={keepKeys}
        onClick={ignoreClickAfterDrop}
        aria-label={`Open ${task.taskId}`}
        className="absolute inset-0 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-500"
      />
      {fileDrop.over && (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg bg-indigo-50/90 text-sm font-medium text-indigo-700 dark:bg-indigo-950/90 dark:text-indigo-200">
          Drop to attach to {task.taskId}
        </p>
      )}
    </li>
  );
});
