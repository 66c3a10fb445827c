import { useId } from 'react';

interface CheckboxGroupProps {
  legend: string;
  /** What the choice means, under the legend. */
  hint?: string;
  options: { id: string; name: string }[];
  checked: string[];
  onChange: (checked: string[]) => void;
  /** A first checkbox, so labelled, that checks every option or none. */
  allLabel?: string;
  /** Why the choice is refused, under the options. */
  error?: string | undefined;
}

/** Checkboxes under a legend; `checked` holds the ids of the checked options. */
export function CheckboxGroup({
  legend,
  hint,
  options,
  checked,
  onChange,
  allLabel,
  error,
}: CheckboxGroupProps) {
  const hintId = useId();
  const errorId = useId();
  const toggle = (id: string) =>
    onChange(checked.includes(id) ? checked.filter((each) => each !== id) : [...checked, id]);
  const allChecked = options.length > 0 && options.every((option) => checked.includes(option.id));
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-1.5" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      )}
      {options.length === 0 && <p className="text-sm text-neutral-500">None available</p>}
      {allLabel && options.length > 0 && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={allChecked}
            onChange={() => onChange(allChecked ? [] : options.map((option) => option.id))}
          />
          {allLabel}
        </label>
      )}
      {options.map((option) => (
        <label key={option.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={checked.includes(option.id)}
            onChange={() => toggle(option.id)}
          />
          {option.name}
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
