import { elapsedSeconds, formatElapsed } from '@teamboard/shared';
import { Link } from 'react-router';
import { useActiveTimer } from '../../time-tracking/api/get-active-timer';
import { useNow } from '../../time-tracking/use-now';
import { taskPath } from '../task-path';
import { MUTED } from './home-section';

/**
 * My running timer when it runs on a board of this workspace: the header's own timer query (kept
 * live by its events), so both always agree; the header has its Stop button.
 */
export function HomeTimer({ workspaceId }: { workspaceId: string }) {
  const timer = useActiveTimer().data?.timer;
  const now = useNow();
  if (timer?.workspace._id !== workspaceId) return <p className={MUTED}>No timer running.</p>;
  return (
    <p className="text-sm">
      <Link
        to={taskPath(timer.workspace.url, timer.board._id, timer.task.taskId)}
        className="font-medium hover:text-indigo-600 dark:hover:text-indigo-400"
      >
        {timer.task.title}
      </Link>
      <span className="text-neutral-500"> · {timer.board.title} · </span>
      <span role="timer" aria-label="Elapsed time" className="font-mono tabular-nums">
        {formatElapsed(elapsedSeconds(timer.startTime, now))}
      </span>
    </p>
  );
}
