import type { BoardPreferences, BoardTask } from '@teamboard/shared';
import { CalendarDay } from './calendar-day';

interface CalendarAgendaProps {
  days: string[];
  byDay: Map<string, readonly BoardTask[]>;
  properties: BoardPreferences['defaultCardProperties'];
  draggable: boolean;
  today: string;
}

const DAY_HEADING = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * The calendar on a phone: the period's days that have tasks (and today), one under the other,
 * each its date and its tasks at full width. Seven columns of a month do not fit a thumb.
 */
export function CalendarAgenda({ days, byDay, properties, draggable, today }: CalendarAgendaProps) {
  const shown = days.filter((day) => day === today || (byDay.get(day)?.length ?? 0) > 0);
  if (shown.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-neutral-600 dark:text-neutral-400">
        Nothing due.
      </p>
    );
  }
  return (
    <ol aria-label="Agenda" className="space-y-3">
      {shown.map((day) => (
        <li key={day}>
          <h3 className="mb-1 text-sm font-semibold">
            {DAY_HEADING.format(new Date(`${day}T00:00:00.000Z`))}
          </h3>
          <CalendarDay
            day={day}
            tasks={byDay.get(day) ?? []}
            properties={properties}
            draggable={draggable}
            isToday={day === today}
            outside={false}
            layout="agenda"
          />
        </li>
      ))}
    </ol>
  );
}
