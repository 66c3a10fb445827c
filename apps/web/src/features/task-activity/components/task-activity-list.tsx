import { relativeTime } from '@teamboard/shared';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useTaskActivity } from '../api/get-task-activity';
import { describeActivity } from '../describe-activity';

/** A task's history, newest first: who did what, and when. */
export function TaskActivityList({ taskId }: { taskId: string }) {
  const activity = useTaskActivity(taskId);
  if (activity.isPending) return <Spinner className="text-indigo-600" />;
  if (activity.isError) {
    return <Alert tone="error">{errorMessage(activity.error, 'Failed to fetch activity')}</Alert>;
  }
  if (activity.data.activities.length === 0) {
    return <p className="text-sm text-neutral-500">Nothing has happened yet.</p>;
  }
  return (
    <ul className="divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
      {activity.data.activities.map((entry) => (
        <li key={entry._id} className="flex items-center gap-2 py-2">
          <Avatar name={entry.actor?.name ?? 'Someone'} src={entry.actor?.avatar} size="xs" />
          <span className="min-w-0 flex-1">{describeActivity(entry)}</span>
          <time dateTime={entry.createdAt} className="shrink-0 text-xs text-neutral-500">
            {relativeTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
