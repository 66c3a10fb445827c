import { FieldFrame } from '../field-frame';
import type { AnswerProps } from './answer-props';

/** A yes/no: one box with the field's label beside it. */
export function CheckboxAnswer({ field, id, value, onChange, error }: AnswerProps<boolean>) {
  return (
    <FieldFrame field={field} id={id} error={error} kind="inline">
      {({ describedBy, invalid }) => (
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-indigo-600"
          checked={value}
          required={field.required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </FieldFrame>
  );
}
