import { relativeTime } from '@teamboard/shared';
import type { HomeActivity } from '@teamboard/shared/dashboard';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { describeActivity } from '../../task-activity/describe-activity';
import { taskPath } from '../task-path';
import { MUTED } from './home-section';

/** The workspace's latest history: the task (a link to its panel), its board, who did what, when. */
export function HomeActivityList({
  activity,
  workspaceUrl,
}: {
  activity: HomeActivity[];
  workspaceUrl: string;
}) {
  if (activity.length === 0) return <p className={MUTED}>No activity yet.</p>;
  return (
    <ul
      aria-label="Recent activity"
      className="divide-y divide-neutral-200 dark:divide-neutral-800"
    >
      {activity.map((entry) => (
        <li key={entry._id} className="flex items-start gap-2 py-2 text-sm">
          <Avatar name={entry.actor?.name ?? 'Someone'} src={entry.actor?.avatar} size="xs" />
          <div className="min-w-0 flex-1">
            <Link
              to={taskPath(workspaceUrl, entry.board._id, entry.task.taskId)}
              className="block truncate font-medium hover:text-indigo-600 dark:hover:text-indigo-400"
            >
              <span className="text-neutral-500">{entry.task.taskId}</span> {entry.task.title}
            </Link>
            <span className="text-neutral-600 dark:text-neutral-400">
              {describeActivity(entry)} · {entry.board.title}
            </span>
          </div>
          <time dateTime={entry.createdAt} className="shrink-0 text-xs text-neutral-500">
            {relativeTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
