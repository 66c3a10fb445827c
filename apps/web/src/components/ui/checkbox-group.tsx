import { useId } from 'react';

interface CheckboxGroupProps {
  legend: string;
  /** What the choice means, under the legend. */
  hint?: string;
  options: { id: string; name: string }[];
  checked: string[];
  onChange: (checked: string[]) => void;
}

/** Checkboxes under a legend; `checked` holds the ids of the checked options. */
export function CheckboxGroup({ legend, hint, options, checked, onChange }: CheckboxGroupProps) {
  const hintId = useId();
  const toggle = (id: string) =>
    onChange(checked.includes(id) ? checked.filter((each) => each !== id) : [...checked, id]);
  return (
    <fieldset className="space-y-1.5" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      )}
      {options.length === 0 && <p className="text-sm text-neutral-500">None available</p>}
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
    </fieldset>
  );
}
