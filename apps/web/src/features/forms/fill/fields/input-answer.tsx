import { SHORT_TEXT_MAX_LENGTH, type FormFieldType } from '@teamboard/shared/form';
import type { ComponentProps } from 'react';
import { Input } from '../../../../components/ui/input';
import { FieldFrame } from '../field-frame';
import type { AnswerProps } from './answer-props';

/** The input each one-line type uses; numbers stay text here and are read on sending. */
const INPUTS: Partial<Record<FormFieldType, ComponentProps<'input'>>> = {
  short_text: { type: 'text', maxLength: SHORT_TEXT_MAX_LENGTH },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  number: { type: 'number', inputMode: 'decimal', step: 'any' },
  date: { type: 'date' },
};

/** A short text, email, number or date answer. */
export function InputAnswer({ field, id, value, onChange, error }: AnswerProps<string>) {
  return (
    <FieldFrame field={field} id={id} error={error} kind="label">
      {({ describedBy, invalid }) => (
        <Input
          {...INPUTS[field.type]}
          id={id}
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
