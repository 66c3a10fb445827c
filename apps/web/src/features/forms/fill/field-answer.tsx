import type { PublicFormField } from '@teamboard/shared/public-form';
import type { DraftValue } from './draft';
import { CheckboxAnswer } from './fields/checkbox-answer';
import { InputAnswer } from './fields/input-answer';
import { LongTextAnswer } from './fields/long-text-answer';
import { MultipleChoiceAnswer } from './fields/multiple-choice-answer';
import { SingleChoiceAnswer } from './fields/single-choice-answer';

interface FieldAnswerProps {
  field: PublicFormField;
  id: string;
  /** In the shape the field's type holds (`draftValue`). */
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  error: string | undefined;
}

const text = (value: DraftValue) => (typeof value === 'string' ? value : '');

/** The control for a field's type. */
export function FieldAnswer({ value, ...props }: FieldAnswerProps) {
  switch (props.field.type) {
    case 'long_text':
      return <LongTextAnswer {...props} value={text(value)} />;
    case 'single_choice':
      return <SingleChoiceAnswer {...props} value={text(value)} />;
    case 'multiple_choice':
      return <MultipleChoiceAnswer {...props} value={Array.isArray(value) ? value : []} />;
    case 'checkbox':
      return <CheckboxAnswer {...props} value={value === true} />;
    case 'short_text':
    case 'email':
    case 'number':
    case 'date':
      return <InputAnswer {...props} value={text(value)} />;
  }
}
