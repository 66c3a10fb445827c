import { progressPercent } from '../import-status';

/** Issues handled of the total, as a bar. */
export function ProgressBar({ done, total }: { done: number; total: number }) {
  const percent = progressPercent({ done, total });
  return (
    <div
      role="progressbar"
      aria-label="Import progress"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={`${done} of ${total} issues`}
      className="h-2.5 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
    >
      <div
        className="h-full bg-indigo-600 transition-[width] motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
