import { relativeTime } from '@teamboard/shared';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { withParam } from '../../../lib/search-string';
import { describeActivity } from '../../task-activity/describe-activity';
import { useBoardActivity } from '../api/get-board-activity';

interface BoardActivityListProps {
  boardId: string;
  listUpdatedAt: number;
}

const MUTED = 'text-sm text-neutral-500';

/**
 * The board's recent history: the task (a link opening its panel over the page, `?task=`), who
 * did what, and when.
 */
export function BoardActivityList({ boardId, listUpdatedAt }: BoardActivityListProps) {
  const { search } = useLocation();
  const activity = useBoardActivity(boardId, listUpdatedAt);
  if (activity.isPending) return <Spinner className="text-indigo-600" />;
  // Quietly: the rest of the overview stands without it.
  if (activity.isError) return <p className={MUTED}>Recent activity is not available.</p>;
  if (activity.data.activities.length === 0) return <p className={MUTED}>No activity yet.</p>;
  return (
    <ul
      aria-label="Recent activity"
      className="divide-y divide-neutral-200 dark:divide-neutral-800"
    >
      {activity.data.activities.map((entry) => (
        <li key={entry._id} className="flex items-start gap-2 py-2 text-sm">
          <Avatar name={entry.actor?.name ?? 'Someone'} src={entry.actor?.avatar} size="xs" />
          <div className="min-w-0 flex-1">
            <Link
              to={{ search: withParam(search, 'task', entry.task.taskId) }}
              className="block truncate font-medium hover:text-indigo-600 dark:hover:text-indigo-400"
            >
              <span className="text-neutral-500">{entry.task.taskId}</span> {entry.task.title}
            </Link>
            <span className="text-neutral-600 dark:text-neutral-400">
              {describeActivity(entry)}
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
