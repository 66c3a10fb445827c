import type { Checklist } from '@teamboard/shared';
import { cn } from '../../../lib/class-names';
import { progressOf } from '../api/checklists-cache';

/** How far one checklist is: a bar and "2/3", green once complete. */
export function ChecklistProgressBar({ checklist }: { checklist: Checklist }) {
  const { done, total } = progressOf([checklist]);
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className="flex items-center gap-2">
      <span className="w-10 text-xs text-neutral-600 tabular-nums dark:text-neutral-400">
        {done}/{total}
      </span>
      <div
        role="progressbar"
        aria-label={`${checklist.title}: ${done} of ${total} done`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] motion-reduce:transition-none',
            done === total && total > 0 ? 'bg-emerald-600' : 'bg-indigo-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
