import { LONG_TEXT_MAX_LENGTH } from '@teamboard/shared/form';
import { Textarea } from '../../../../components/ui/textarea';
import { FieldFrame } from '../field-frame';
import type { AnswerProps } from './answer-props';

export function LongTextAnswer({ field, id, value, onChange, error }: AnswerProps<string>) {
  return (
    <FieldFrame field={field} id={id} error={error} kind="label">
      {({ describedBy, invalid }) => (
        <Textarea
          id={id}
          rows={4}
          maxLength={LONG_TEXT_MAX_LENGTH}
          value={value}
          required={field.required}
          invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
