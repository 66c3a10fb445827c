import { formatDuration } from '@teamboard/shared';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/class-names';
import { useWorkingHoursQuota } from '../../time-tracking/api/get-working-hours-quota';

const HOUR = 3600;
const MUTED = 'text-sm text-neutral-500';

/**
 * The time logged on the board this week (Monday to Monday in the browser's time zone, as the
 * board header's quota bar counts it) against the weekly quota as a share, and per person: the
 * header draws the bar itself.
 */
export function WeekTime({ boardId }: { boardId: string }) {
  const query = useWorkingHoursQuota(boardId);
  if (query.isPending) return <Spinner className="text-indigo-600" />;
  if (query.isError) return <p className={MUTED}>Logged time is not available.</p>;
  const { quota } = query.data;
  const limit = quota.weeklyHours === null ? null : quota.weeklyHours * HOUR;
  const over = limit !== null && quota.loggedSeconds > limit;
  const members = [...quota.members].sort((a, b) => b.loggedSeconds - a.loggedSeconds);
  return (
    <div className="space-y-3">
      <p data-testid="overview-week-time" className="text-sm">
        <span
          className={cn(
            'text-2xl font-semibold tabular-nums',
            over && 'text-amber-700 dark:text-amber-400',
          )}
        >
          {formatDuration(quota.loggedSeconds)}
        </span>{' '}
        {limit === null
          ? 'logged, no weekly quota set'
          : `of ${formatDuration(limit)} quota (${String(Math.round((quota.loggedSeconds / limit) * 100))}%)`}
      </p>
      {members.length === 0 ? (
        <p className={MUTED}>No time logged this week.</p>
      ) : (
        <ul aria-label="Time logged per member" className="space-y-1 text-sm">
          {members.map(({ user, loggedSeconds }) => (
            <li key={user._id} className="flex justify-between gap-2">
              <span className="truncate">{user.name}</span>
              <span className="tabular-nums">{formatDuration(loggedSeconds)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
