import { cn } from '../../../lib/class-names';

interface UsageBarProps {
  label: string;
  used: number;
  /** null: unlimited, no bar. */
  max: number | null;
}

/** How much of one limit is used: "3 of 5" with a bar, or the count alone when unlimited. */
export function UsageBar({ label, used, max }: UsageBarProps) {
  if (max === null) {
    return (
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-neutral-600 dark:text-neutral-400">{used} (unlimited)</span>
      </div>
    );
  }
  const full = used >= max;
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span
          className={cn('tabular-nums', full && 'font-medium text-amber-700 dark:text-amber-400')}
        >
          {used} of {max}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(used, max)}
        aria-valuetext={`${used} of ${max}`}
        className="h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
      >
        <div
          className={cn('h-full', full ? 'bg-amber-500' : 'bg-indigo-600')}
          style={{ width: `${Math.min(100, (used / Math.max(max, 1)) * 100)}%` }}
        />
      </div>
    </div>
  );
}
