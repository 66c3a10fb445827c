import type { PublicFormField } from '@teamboard/shared/public-form';

/** What every kind of answer gets from the form. */
export interface AnswerProps<TValue> {
  field: PublicFormField;
  id: string;
  value: TValue;
  onChange: (value: TValue) => void;
  error: string | undefined;
}
