import { cn } from '../../../lib/class-names';

interface ViewChoiceProps<Value extends string> {
  label: string;
  options: readonly (readonly [Value, string])[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of toggle buttons, one pressed: how a board view shows its tasks. */
export function ViewChoice<Value extends string>({
  label,
  options,
  value,
  onChange,
}: ViewChoiceProps<Value>) {
  return (
    <div role="group" aria-label={label} className="flex gap-1">
      {options.map(([option, name]) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            value === option
              ? 'bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-white'
              : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400',
          )}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
