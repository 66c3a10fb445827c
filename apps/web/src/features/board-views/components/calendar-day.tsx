import type { BoardPreferences, BoardTask } from '@teamboard/shared';
import { useDroppable } from '@dnd-kit/core';
import { cn } from '../../../lib/class-names';
import { CalendarTaskList } from './calendar-task';
import { dayTargetId } from '../use-drop-on-day';

interface CalendarDayProps {
  day: string;
  tasks: readonly BoardTask[];
  properties: BoardPreferences['defaultCardProperties'];
  draggable: boolean;
  isToday: boolean;
  /** A day of the month before or after the one shown, greyed. */
  outside: boolean;
  /** A month's cell, a week's tall column, or an agenda's row (its date written above it). */
  layout: 'month' | 'week' | 'agenda';
}

const HEIGHTS = { month: 'min-h-28', week: 'min-h-96', agenda: 'rounded-md border-r border-b' };

const LONG_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });

/** One day's cell, a drop target: its number (today marked) and the tasks due that day. */
export function CalendarDay({
  day,
  tasks,
  properties,
  draggable,
  isToday,
  outside,
  layout,
}: CalendarDayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: dayTargetId(day) });
  const label = LONG_DATE.format(new Date(`${day}T00:00:00.000Z`));
  return (
    <section
      ref={setNodeRef}
      aria-label={isToday ? `${label}, today` : label}
      data-day={day}
      className={cn(
        'flex flex-col gap-1 border-t border-l border-neutral-200 p-1.5 dark:border-neutral-800',
        HEIGHTS[layout],
        outside && 'bg-neutral-50 text-neutral-400 dark:bg-neutral-900/60',
        isOver && 'bg-indigo-50 dark:bg-indigo-950/40',
      )}
    >
      <span
        hidden={layout === 'agenda'}
        className={cn(
          'self-end px-1.5 text-xs font-medium',
          isToday && 'rounded-full bg-indigo-600 text-white',
        )}
        aria-current={isToday ? 'date' : undefined}
      >
        {Number(day.slice(8))}
      </span>
      <CalendarTaskList
        tasks={tasks}
        properties={properties}
        draggable={draggable}
        className="flex flex-col gap-1"
      />
    </section>
  );
}
