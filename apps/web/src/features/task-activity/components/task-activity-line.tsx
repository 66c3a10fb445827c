import { relativeTime, type TaskActivity } from '@teamboard/shared';
import { Avatar } from '../../../components/ui/avatar';
import { describeActivity } from '../describe-activity';

/** One line of a task's history: who did what, and when. */
export function TaskActivityLine({ entry }: { entry: TaskActivity }) {
  return (
    <li data-testid="history-line" className="flex items-center gap-2 py-2 text-sm">
      <Avatar name={entry.actor?.name ?? 'Someone'} src={entry.actor?.avatar} size="xs" />
      <span className="min-w-0 flex-1 text-neutral-700 dark:text-neutral-300">
        {describeActivity(entry)}
      </span>
      <time dateTime={entry.createdAt} className="shrink-0 text-xs text-neutral-500">
        {relativeTime(entry.createdAt)}
      </time>
    </li>
  );
}
