import type { BoardPreferences, BoardTask } from '@teamboard/shared';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Link, useLocation } from 'react-router';
import { TaskCardBody } from '../../tasks/components/task-card-body';
import { ignoreClickAfterDrop } from '../../tasks/components/drop-click-guard';
import { cn } from '../../../lib/class-names';
import { withParam } from '../../../lib/search-string';

/** What a calendar card carries while dragged. */
export interface CalendarDragData {
  task: BoardTask;
}

interface CardOptions {
  properties: BoardPreferences['defaultCardProperties'];
  draggable: boolean;
}

interface CalendarTaskProps extends CardOptions {
  task: BoardTask;
}

/** A task's card on a day (or in the list of undated tasks): dragged to a day, clicked to open. */
export function CalendarTask({ task, properties, draggable }: CalendarTaskProps) {
  const { search } = useLocation();
  const data: CalendarDragData = { task };
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: task._id,
    data,
    disabled: !draggable,
  });
  return (
    // A plain list item: its one interactive element is the link. The drag listeners catch the
    // pointer anywhere on the card, and Space on the focused link (keydown bubbles up to them).
    <li
      ref={setNodeRef}
      data-testid={`calendar-task-${task._id}`}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn(
        'relative rounded-md bg-white p-2 text-left shadow-sm dark:bg-neutral-800',
        draggable && 'cursor-grab touch-none',
        isDragging && 'z-20 opacity-80 shadow-lg',
      )}
      {...(draggable ? listeners : {})}
    >
      <TaskCardBody task={task} properties={properties} />
      <Link
        to={{ search: withParam(search, 'task', task.taskId) }}
        onKeyDown={(event) => {
          if (event.key !== ' ') event.stopPropagation();
        }}
        onClick={ignoreClickAfterDrop}
        aria-label={`Open ${task.taskId}`}
        aria-describedby={draggable ? attributes['aria-describedby'] : undefined}
        className={cn(
          'absolute inset-0 rounded-md focus-visible:outline-2 focus-visible:outline-indigo-500',
          // The card is under the pointer when dropped: the release must not open it.
          isDragging && 'pointer-events-none',
        )}
      />
    </li>
  );
}

/** A day's or the undated list's cards, in a list styled by `className`. */
export function CalendarTaskList({
  tasks,
  className,
  ...options
}: CardOptions & { tasks: readonly BoardTask[]; className: string }) {
  return (
    <ul className={className}>
      {tasks.map((task) => (
        <CalendarTask key={task._id} task={task} {...options} />
      ))}
    </ul>
  );
}
