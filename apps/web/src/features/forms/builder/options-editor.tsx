import type { Label } from '@teamboard/shared';
import type { FormField, FormOption } from '@teamboard/shared/form';
import { Button } from '../../../components/ui/button';
import { newOption } from './field-edits';
import type { DraftIssues } from './form-draft';
import { OptionRow } from './option-row';

interface OptionsEditorProps {
  field: FormField;
  /** Where the field's problems are, e.g. "fields.2". */
  path: string;
  labels: Label[];
  issues: DraftIssues;
  onChange: (options: FormOption[]) => void;
}

/** A choice field's options, in their order. */
export function OptionsEditor({ field, path, labels, issues, onChange }: OptionsEditorProps) {
  const { options } = field;
  const replace = (index: number, option: FormOption) =>
    onChange(options.map((each, at) => (at === index ? option : each)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        Options
      </legend>
      <ul className="space-y-2">
        {options.map((option, index) => (
          <OptionRow
            key={option._id}
            option={option}
            index={index}
            target={field.target}
            labels={labels}
            error={issues[`${path}.options.${index}.label`]}
            onChange={(changed) => replace(index, changed)}
            onRemove={() => onChange(options.filter((each) => each._id !== option._id))}
          />
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...options, newOption(`Option ${options.length + 1}`)])}
      >
        Add option
      </Button>
    </fieldset>
  );
}
