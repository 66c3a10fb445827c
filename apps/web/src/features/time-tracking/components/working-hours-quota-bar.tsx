import { formatDuration, type WorkingHoursQuota } from '@teamboard/shared';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Popover } from '../../../components/ui/popover';
import { cn } from '../../../lib/class-names';

import { useCurrentBoard } from '../../boards/current-board';
import { useWorkingHoursQuota } from '../api/get-working-hours-quota';
import { useWorkingHoursQuotaRealtime } from '../use-time-realtime';
import { WeeklyHoursForm } from './weekly-hours-form';

const HOUR = 3600;

/** "Mar 2 – Mar 8": the quota's week (its end is the next Monday's midnight) in its time zone. */
function weekLabel({ weekStart, weekEnd, timeZone }: WorkingHoursQuota): string {
  const day = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone });
  return `${day.format(new Date(weekStart))} – ${day.format(new Date(Date.parse(weekEnd) - 1))}`;
}

function QuotaDetails({
  quota,
  boardId,
  admin,
  close,
}: {
  quota: WorkingHoursQuota;
  boardId: string;
  admin: boolean;
  close: () => void;
}) {
  const members = [...quota.members].sort((a, b) => b.loggedSeconds - a.loggedSeconds);
  return (
    <div className="space-y-3">
      <div>
        <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">
          This week · {weekLabel(quota)}
        </p>
        {members.length === 0 ? (
          <p className="mt-1 text-sm text-neutral-500">No time logged this week.</p>
        ) : (
          <ul aria-label="Time logged per member" className="mt-1 space-y-1.5">
            {members.map(({ user, loggedSeconds }) => (
              <li key={user._id} className="flex items-center gap-2 text-sm">
                <Avatar name={user.name} src={user.avatar} size="xs" />
                <span className="min-w-0 flex-1 truncate">{user.name}</span>
                <span className="tabular-nums">{formatDuration(loggedSeconds)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {admin && (
        <div className="border-t border-neutral-200 pt-3 dark:border-neutral-800">
          <WeeklyHoursForm boardId={boardId} weeklyHours={quota.weeklyHours} onDone={close} />
        </div>
      )}
    </div>
  );
}

const PANEL = 'w-72 p-3 text-neutral-900 dark:text-neutral-100';

/**
 * The board's hours this week against its weekly quota: "12h 30m of 40h this week" over a bar
 * (amber once over), the per-member breakdown on click, where board admins also set the quota.
 * Nothing shows while no quota is set and nothing was logged, but "Set weekly quota" for admins.
 */
export function WorkingHoursQuotaBar() {
  const { board, can } = useCurrentBoard();
  useWorkingHoursQuotaRealtime(board._id);
  const query = useWorkingHoursQuota(board._id);
  const admin = can('board.manage');
  const quota = query.data?.quota;
  if (!quota) return null;

  const details = (close: () => void) => (
    <QuotaDetails quota={quota} boardId={board._id} admin={admin} close={close} />
  );

  if (quota.weeklyHours === null && quota.loggedSeconds === 0) {
    if (!admin) return null;
    return (
      <Popover
        label="Weekly hours"
        align="end"
        panelClassName={PANEL}
        trigger={
          <Button variant="ghost" size="sm">
            Set weekly quota
          </Button>
        }
      >
        {details}
      </Popover>
    );
  }

  const logged = formatDuration(quota.loggedSeconds);
  const limit = quota.weeklyHours === null ? null : quota.weeklyHours * HOUR;
  const over = limit !== null && quota.loggedSeconds > limit;
  const percent = limit === null ? 0 : Math.min(100, (quota.loggedSeconds / limit) * 100);
  return (
    <Popover
      label="Weekly hours"
      align="end"
      panelClassName={PANEL}
      trigger={
        <button
          type="button"
          data-testid="quota-bar"
          data-over={over || undefined}
          className="flex flex-col gap-1 rounded-md px-2 py-1 text-left hover:bg-neutral-100 dark:hover:bg-neutral-800"
        >
          <span
            className={cn(
              'flex items-center gap-1.5 text-xs font-medium tabular-nums',
              over
                ? 'text-amber-700 dark:text-amber-400'
                : 'text-neutral-600 dark:text-neutral-300',
            )}
          >
            {limit === null
              ? `${logged} this week`
              : `${logged} of ${formatDuration(limit)} this week`}
            {over && (
              <span className="rounded-full bg-amber-100 px-1.5 text-amber-800 dark:bg-amber-950 dark:text-amber-300">
                Over quota
              </span>
            )}
          </span>
          {limit !== null && (
            <span
              role="progressbar"
              aria-label="Weekly quota used"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
              className="block h-1.5 w-40 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
            >
              <span
                className={cn('block h-full rounded-full', over ? 'bg-amber-500' : 'bg-indigo-600')}
                style={{ width: `${percent}%` }}
              />
            </span>
          )}
        </button>
      }
    >
      {details}
    </Popover>
  );
}
