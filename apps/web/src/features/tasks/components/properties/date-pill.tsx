import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { addUtcDays, dayInstant, utcDay } from '../../../../lib/utc-day';
import { dueDateLabel } from '../../task-labels';
import type { PickerControl } from '../../panel-picker-store';
import { PropertyPill } from './property-pill';

interface DatePillProps extends PickerControl {
  name: 'Due date' | 'Start date';
  /** An instant whose UTC day is the date (see boardTaskSchema), or null. */
  value: string | null;
  readOnly: boolean;
  onChange: (value: string | null) => void;
}

const QUICK_DAYS = [
  ['Today', 0],
  ['Tomorrow', 1],
  ['Next week', 7],
] as const;

/** A task's due or start date: quick choices (Today, Tomorrow, Next week, Clear) or any day. */
export function DatePill({ name, value, readOnly, onChange, ...control }: DatePillProps) {
  const shown = value ? dueDateLabel(value) : 'None';
  const pick = (day: string | null, close: () => void) => {
    const next = day ? dayInstant(day) : null;
    if (next !== value) onChange(next);
    close();
  };
  return (
    <PropertyPill
      {...control}
      name={name}
      valueText={shown}
      readOnly={readOnly}
      testId={`pill-${name === 'Due date' ? 'due' : 'start'}`}
      picker={(close) => (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-1">
            {QUICK_DAYS.map(([label, days], index) => (
              <Button
                key={label}
                size="sm"
                variant="secondary"
                autoFocus={index === 0}
                onClick={() => pick(addUtcDays(utcDay(new Date()), days), close)}
              >
                {label}
              </Button>
            ))}
            <Button size="sm" variant="ghost" onClick={() => pick(null, close)}>
              Clear
            </Button>
          </div>
          <Input
            type="date"
            aria-label={name}
            defaultValue={value ? utcDay(value) : ''}
            onChange={(event) => {
              if (event.target.value) pick(event.target.value, close);
            }}
            className="py-1 text-sm"
          />
        </div>
      )}
    >
      {/* The spaces keep the words apart in the name a screen reader reads out of the pill. */}
      <span className="text-neutral-500 dark:text-neutral-400">{name}</span>{' '}
      {value ? <time dateTime={value}>{shown}</time> : <span>None</span>}
    </PropertyPill>
  );
}
