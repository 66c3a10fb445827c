import type { DashboardChecklistItems } from '@teamboard/shared/dashboard';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names';
import { taskPath } from '../task-path';
import { DueTime } from './due-time';
import { MUTED } from './home-section';

/**
 * My open checklist items (soonest due first, undated last, as the server lists them): each
 * links to its task's panel, under its checklist, task and board; and how many more there are.
 */
export function ChecklistItemList({ checklistItems }: { checklistItems: DashboardChecklistItems }) {
  const { total, items } = checklistItems;
  if (total === 0) return <p className={MUTED}>No checklist items assigned to you.</p>;
  const more = total - items.length;
  return (
    <div className="space-y-2">
      <ul
        aria-label="Checklist items"
        className="divide-y divide-neutral-100 dark:divide-neutral-800"
      >
        {items.map((item) => (
          <li key={item._id} className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
            <div className="min-w-0">
              <Link
                to={taskPath(item.workspace.url, item.board._id, item.task.taskId)}
                className="block truncate font-medium hover:text-indigo-600 dark:hover:text-indigo-400"
              >
                {item.title}
              </Link>
              <p className={cn(MUTED, 'truncate text-xs')}>
                {item.checklist.title} · {item.task.taskId} {item.task.title} ·{' '}
                {item.workspace.name} · {item.board.title}
              </p>
            </div>
            <DueTime dueDate={item.dueDate} />
          </li>
        ))}
      </ul>
      {more > 0 && <p className={MUTED}>and {more} more</p>}
    </div>
  );
}
