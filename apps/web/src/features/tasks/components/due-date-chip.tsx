import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { utcDay, utcDaysBetween } from '../../../lib/utc-day';
import { useInDoneColumn } from '../in-done-column';
import { dueDateLabel } from '../task-labels';

/**
 * Red once past, amber when due today or tomorrow, neutral otherwise and in a done column. Days
 * are UTC days, as the label, the due date filter and the calendar count them.
 */
export function dueDateTone(dueDate: string, now: Date, done: boolean): BadgeTone {
  if (done) return 'neutral';
  const days = utcDaysBetween(utcDay(now), utcDay(dueDate));
  if (days < 0) return 'red';
  return days <= 1 ? 'amber' : 'neutral';
}

/** A card's due date, coloured by how close it is; struck through once the task is done. */
export function DueDateChip({ dueDate }: { dueDate: string }) {
  const done = useInDoneColumn();
  return (
    <Badge
      tone={dueDateTone(dueDate, new Date(), done)}
      className={done ? 'line-through' : undefined}
    >
      <time dateTime={dueDate}>{dueDateLabel(dueDate)}</time>
    </Badge>
  );
}
