import { FieldFrame } from '../field-frame';
import type { AnswerProps } from './answer-props';
import { OptionRow } from './option-row';

/** One option among several, as radios; an optional choice can be cleared again. */
export function SingleChoiceAnswer({ field, id, value, onChange, error }: AnswerProps<string>) {
  return (
    <FieldFrame field={field} id={id} error={error} kind="legend" radioGroup>
      {() => (
        <div className="space-y-1.5">
          {field.options.map((option) => (
            <OptionRow
              key={option._id}
              type="radio"
              name={id}
              label={option.label}
              checked={value === option._id}
              onChange={() => onChange(option._id)}
            />
          ))}
          {!field.required && value !== '' && (
            <button
              type="button"
              className="text-xs text-indigo-600 hover:underline dark:text-indigo-400"
              onClick={() => onChange('')}
            >
              Clear choice
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
