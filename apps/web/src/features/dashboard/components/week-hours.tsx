import { formatDuration } from '@teamboard/shared';
import type { Dashboard } from '@teamboard/shared/dashboard';
import { cn } from '../../../lib/class-names';

const HOUR = 3600;

/**
 * Hours I logged this week (Monday to Monday, UTC) against my weekly capacity: a figure and a
 * bar, amber once past the capacity.
 */
export function WeekHours({ week }: { week: Dashboard['week'] }) {
  const capacity = week.capacityHours * HOUR;
  const share = capacity > 0 ? week.loggedSeconds / capacity : 0;
  const over = share > 1;
  return (
    <div className="space-y-2">
      <p data-testid="week-hours" className="text-sm">
        <span
          className={cn(
            'text-2xl font-semibold tabular-nums',
            over && 'text-amber-700 dark:text-amber-400',
          )}
        >
          {formatDuration(week.loggedSeconds)}
        </span>{' '}
        of {formatDuration(capacity)} this week
      </p>
      <div
        role="meter"
        aria-label="Hours logged this week"
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={week.loggedSeconds}
        className="h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
      >
        <div
          className={cn('h-full', over ? 'bg-amber-500' : 'bg-indigo-600')}
          style={{ width: `${String(Math.min(share, 1) * 100)}%` }}
        />
      </div>
    </div>
  );
}
