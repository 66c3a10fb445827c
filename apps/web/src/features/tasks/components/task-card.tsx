import type { BoardTask } from '@teamboard/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, type ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/class-names';
import { withParam } from '../../../lib/search-string';
import { useFileDrop } from '../../../lib/use-file-drop';
import { useIsEditingCard } from '../board-keys/card-editing-store';
import { CARD_ATTRIBUTE } from '../board-keys/card-focus';
import { useIsRecentTask } from '../recent-tasks-store';
import { useCardActions } from './card-actions';
import { useCardFileDrop } from './card-file-drop';
import type { DragData } from './drag-data';
import { ignoreClickAfterDrop } from './drop-click-guard';
import { CardTitleEditor } from './card-title-editor';
import { CardHeading, TaskCardBody } from './task-card-body';

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

/**
 * A sortable card, one interactive element: a link to the task (its key and title, stretched over
 * the whole card) that opens the task panel (?task=<task key>, the filters kept) over the board.
 * Its controls (the timer button) sit beside the link, above its stretch, never inside it. The
 * pointer drags the card from anywhere on it; the keyboard from the focused link (Space).
 * While dragged it stays as a faded placeholder: the overlay follows the pointer. While dragged it stays as a faded placeholder: the overlay follows the pointer. Files
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
  const editing = useIsEditingCard(task._id);
  const CardActions = useCardActions();
  const attachToCard = useCardFileDrop();
  const fileDrop = useFileDrop(
    draggable && attachToCard ? (files) => attachToCard(task, files) : null,
  );
  const { search } = useLocation();
  const data: DragData = { type: 'task', task };
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
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
  const { onKeyDown: startKeyboardDrag, ...pointerListeners } = (draggable && listeners) || {};
  return (
    <li
      ref={ref}
      data-index={index}
      data-testid={`task-card-${task._id}`}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition, top }}
      className={cn(
        'rounded-lg bg-white p-3 shadow-sm dark:bg-neutral-800',
        top === undefined ? 'relative' : 'absolute inset-x-0',
        draggable && 'cursor-grab touch-manipulation',
        recent && 'ring-2 ring-indigo-500',
        isDragging && 'z-10 opacity-40',
        fileDrop.over && 'ring-2 ring-indigo-500',
      )}
      {...pointerListeners}
      {...fileDrop.props}
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
        heading={
          editing ? (
            <CardTitleEditor task={task} />
          ) : (
            <Link
              ref={setActivatorNodeRef}
              {...{ [CARD_ATTRIBUTE]: task._id }}
              to={{ search: withParam(search, 'task', task.taskId) }}
              onClick={ignoreClickAfterDrop}
              onKeyDown={(event) => {
                startKeyboardDrag?.(event);
              }}
              aria-describedby={draggable ? attributes['aria-describedby'] : undefined}
              className="block rounded-lg outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-indigo-500"
            >
              <CardHeading task={task} />
            </Link>
          )
        }
      />
      {fileDrop.over && (
        <p className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg bg-indigo-50/90 text-sm font-medium text-indigo-700 dark:bg-indigo-950/90 dark:text-indigo-200">
          Drop to attach to {task.taskId}
        </p>
      )}
    </li>
  );
});
