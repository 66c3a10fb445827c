import type { Task } from '@teamboard/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ComponentProps, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names';
import { useIsRecentTask } from '../recent-tasks-store';
import { ignoreClickAfterDrop } from './drop-click-guard';
import { TaskCardBody } from './task-card-body';

interface TaskCardProps {
  task: Task;
  properties: ComponentProps<typeof TaskCardBody>['properties'];
  /** Whether the user may drag it (board.work). */
  draggable: boolean;
}

/** Keys pressed on the open link must not start a keyboard drag of the card around it. */
function keepKeys(event: KeyboardEvent) {
  event.stopPropagation();
}

/** A sortable card; its title opens the task panel (?task=<taskId>) over the board. */
export function TaskCard({ task, properties, draggable }: TaskCardProps) {
  const recent = useIsRecentTask(task._id);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task._id,
    data: { columnId: task.columnId },
    disabled: !draggable,
  });
  return (
    <li
      ref={setNodeRef}
      data-testid={`task-card-${task._id}`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      className={cn(
        'relative rounded-lg bg-white p-3 shadow-sm dark:bg-neutral-800',
        draggable && 'cursor-grab touch-none',
        recent && 'ring-2 ring-indigo-500',
        isDragging && 'z-10 opacity-60',
      )}
      {...(draggable ? { ...attributes, ...listeners } : {})}
      aria-label={draggable ? `${task.taskId} ${task.title}` : undefined}
    >
      <TaskCardBody task={task} properties={properties} />
      <Link
        to={`?task=${encodeURIComponent(task.taskId)}`}
        onKeyDown={keepKeys}
        onClick={ignoreClickAfterDrop}
        aria-label={`Open ${task.taskId}`}
        className="absolute inset-0 rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-500"
      />
    </li>
  );
}
