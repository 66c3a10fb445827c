import { formatDuration, type BoardTask } from '@teamboard/shared';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';

interface TaskTimeSummaryProps {
  task: BoardTask;
  showTotal: boolean;
  showTimers: boolean;
}

/** On a card: the time logged ("1h 25m") and who has a timer running (avatar, pulsing dot). */
export function TaskTimeSummary({ task, showTotal, showTimers }: TaskTimeSummaryProps) {
  return (
    <>
      {showTotal && task.totalTime > 0 && (
        <Badge>
          <span className="sr-only">Time logged: </span>
          {formatDuration(task.totalTime)}
        </Badge>
      )}
      {showTimers && task.activeTimers.length > 0 && (
        <ul aria-label="Running timers" className="flex -space-x-0.5">
          {task.activeTimers.map(({ user }) => (
            <li key={user._id} className="relative" title={`${user.name}'s timer is running`}>
              <Avatar name={user.name} src={user.avatar} size="xs" />
              <span
                aria-hidden="true"
                className="absolute -right-0.5 -bottom-0.5 size-2 animate-pulse rounded-full bg-emerald-500 ring-2 ring-white dark:ring-neutral-800"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
