import { FieldFrame } from '../field-frame';
import type { AnswerProps } from './answer-props';
import { OptionRow } from './option-row';

/** Any number of options, as checkboxes; the value keeps the options' order. */
export function MultipleChoiceAnswer({ field, id, value, onChange, error }: AnswerProps<string[]>) {
  const toggle = (optionId: string) => {
    const chosen = value.includes(optionId)
      ? value.filter((each) => each !== optionId)
      : [...value, optionId];
    onChange(field.options.map((option) => option._id).filter((each) => chosen.includes(each)));
  };
  return (
    <FieldFrame field={field} id={id} error={error} kind="legend">
      {({ invalid }) => (
        <div className="space-y-1.5">
          {field.options.map((option) => (
            <OptionRow
              key={option._id}
              type="checkbox"
              label={option.label}
              checked={value.includes(option._id)}
              aria-invalid={invalid || undefined}
              onChange={() => toggle(option._id)}
            />
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
