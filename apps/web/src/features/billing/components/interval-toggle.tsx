import type { BillingInterval } from '@teamboard/shared/billing';
import { cn } from '../../../lib/class-names';

const OPTIONS: { interval: BillingInterval; label: string }[] = [
  { interval: 'month', label: 'Monthly' },
  { interval: 'year', label: 'Yearly' },
];

interface IntervalToggleProps {
  value: BillingInterval;
  onChange: (interval: BillingInterval) => void;
}

/** Monthly or yearly prices. */
export function IntervalToggle({ value, onChange }: IntervalToggleProps) {
  return (
    <div
      role="group"
      aria-label="Billing period"
      className="inline-flex rounded-md bg-neutral-100 p-0.5 dark:bg-neutral-800"
    >
      {OPTIONS.map((option) => (
        <button
          key={option.interval}
          type="button"
          aria-pressed={value === option.interval}
          onClick={() => onChange(option.interval)}
          className={cn(
            'rounded px-3 py-1 text-sm font-medium',
            value === option.interval
              ? 'bg-white shadow-sm dark:bg-neutral-900'
              : 'text-neutral-600 dark:text-neutral-400',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
