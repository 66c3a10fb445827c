import {
  DASHBOARD_DUE_BUCKETS,
  type DashboardDueBucket,
  type DashboardTask,
  type DueBuckets,
} from '@teamboard/shared/dashboard';
import { Link } from 'react-router';
import { cn } from '../../../lib/class-names';
import { boardPath } from '../../boards/board-labels';
import { taskPath } from '../task-path';
import { DueTime } from './due-time';
import { MUTED } from './home-section';

const BUCKET_NAMES: Record<DashboardDueBucket, string> = {
  overdue: 'Overdue',
  today: 'Today',
  thisWeek: 'This week',
  later: 'Later',
  noDueDate: 'No due date',
};

function TaskRow({ task, showWorkspace }: { task: DashboardTask; showWorkspace: boolean }) {
  const where = showWorkspace ? `${task.workspace.name} · ${task.board.title}` : task.board.title;
  return (
    <li className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
      <div className="min-w-0">
        <Link
          to={taskPath(task.workspace.url, task.board._id, task.taskId)}
          className="block truncate py-0.5 font-medium hover:text-indigo-600 dark:hover:text-indigo-400"
        >
          <span className="text-neutral-500">{task.taskId}</span> {task.title}
        </Link>
        <Link
          to={boardPath(task.workspace.url, task.board._id)}
          // Both links are 24 px tall targets (WCAG 2.5.8), one above the other.
          className={cn(MUTED, 'inline-block py-1 text-xs')}
        >
          {where}
        </Link>
      </div>
      <DueTime dueDate={task.dueDate} />
    </li>
  );
}

/**
 * My open tasks by due bucket (UTC days, as the server counts them): each bucket's first tasks,
 * a link to each task and its board, and how many more there are. Empty buckets are left out.
 */
export function DueBucketsList({
  buckets,
  showWorkspace = false,
}: {
  buckets: DueBuckets;
  showWorkspace?: boolean;
}) {
  const shown = DASHBOARD_DUE_BUCKETS.filter((name) => buckets[name].total > 0);
  if (shown.length === 0) return <p className={MUTED}>No open tasks assigned to you.</p>;
  return (
    <div className="space-y-4">
      {shown.map((name) => {
        const { total, tasks } = buckets[name];
        const more = total - tasks.length;
        return (
          <section key={name} aria-label={BUCKET_NAMES[name]}>
            <h3
              className={cn(
                'text-sm font-semibold',
                name === 'overdue' && 'text-red-600 dark:text-red-400',
              )}
            >
              {BUCKET_NAMES[name]} <span className="font-normal text-neutral-500">({total})</span>
            </h3>
            <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
              {tasks.map((task) => (
                <TaskRow key={task._id} task={task} showWorkspace={showWorkspace} />
              ))}
            </ul>
            {more > 0 && <p className={MUTED}>and {more} more</p>}
          </section>
        );
      })}
    </div>
  );
}
