import type { BoardPreferences, BoardTask } from '@teamboard/shared';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '../../../lib/class-names';
import { CalendarTaskList } from './calendar-task';
import { UNSCHEDULED } from '../use-drop-on-day';

interface UnscheduledTasksProps {
  tasks: readonly BoardTask[];
  properties: BoardPreferences['defaultCardProperties'];
  draggable: boolean;
}

/** The tasks with no due date, beside the calendar, to be dragged onto a day. */
export function UnscheduledTasks({ tasks, properties, draggable }: UnscheduledTasksProps) {
  const { setNodeRef, isOver } = useDroppable({ id: UNSCHEDULED });
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="unscheduled-heading"
      className={cn(
        'w-full shrink-0 space-y-2 rounded-lg bg-neutral-100 p-3 lg:w-64 dark:bg-neutral-900',
        isOver && 'ring-2 ring-indigo-500',
      )}
    >
      <h2 id="unscheduled-heading" className="text-sm font-semibold">
        No due date <span className="text-neutral-500">({tasks.length})</span>
      </h2>
      <CalendarTaskList
        tasks={tasks}
        properties={properties}
        draggable={draggable}
        className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto"
      />
    </section>
  );
}
