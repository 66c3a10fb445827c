import { dueDateLabel } from '../../tasks/task-labels';

/** A dashboard line's due date ("Today", "Mar 4"), nothing when it has none. */
export function DueTime({ dueDate }: { dueDate: string | null }) {
  if (!dueDate) return null;
  return (
    <time dateTime={dueDate} className="shrink-0 text-xs text-neutral-500">
      {dueDateLabel(dueDate)}
    </time>
  );
}
