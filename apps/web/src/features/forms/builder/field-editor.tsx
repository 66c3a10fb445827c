import { type Label } from '@teamboard/shared';
import {
  FORM_FIELD_TARGET_NAMES,
  FORM_FIELD_TARGETS,
  FORM_FIELD_TYPE_NAMES,
  FORM_FIELD_TYPES,
  type FormField,
  type FormFieldTarget,
  type FormFieldType,
} from '@teamboard/shared/form';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/class-names';
import { useSortableItem } from '../../../lib/dnd/use-sortable-item';
import { isChoice, withTarget, withType } from './field-edits';
import type { DraftIssues } from './form-draft';
import { OptionsEditor } from './options-editor';

interface FieldEditorProps {
  field: FormField;
  index: number;
  labels: Label[];
  issues: DraftIssues;
  onChange: (field: FormField) => void;
  onRemove: () => void;
}

/** The name a field goes by in the builder's buttons and announcements. */
export function fieldName(field: FormField, index: number): string {
  return field.label.trim() || `field ${index + 1}`;
}

/** One field of the form, dragged by its handle: its question, type, answer target and options. */
export function FieldEditor({
  field,
  index,
  labels,
  issues,
  onChange,
  onRemove,
}: FieldEditorProps) {
  const { setNodeRef, style, draggingClass, handleProps } = useSortableItem({ id: field._id });
  const path = `fields.${index}`;
  const name = fieldName(field, index);
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid={`form-field-${field._id}`}
      aria-label={`Field ${index + 1}`}
      className={cn(
        'space-y-3 rounded-lg border border-neutral-200 bg-white p-4 dark:border-neutral-800 dark:bg-neutral-900',
        draggingClass,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          {...handleProps}
          aria-label={`Move ${name}`}
          className="cursor-grab touch-none rounded px-1 text-neutral-400 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-neutral-800"
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove {name}
        </Button>
      </div>
      <TextField
        label="Question"
        value={field.label}
        error={issues[`${path}.label`]}
        onChange={(event) => onChange({ ...field, label: event.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Type">
          {(control) => (
            <Select
              {...control}
              className="w-full"
              value={field.type}
              onChange={(event) => onChange(withType(field, event.target.value as FormFieldType))}
            >
              {FORM_FIELD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FORM_FIELD_TYPE_NAMES[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Answer goes to">
          {(control) => (
            <Select
              {...control}
              // Fills its half of the card: sized by its longest option it spilled out.
              className="w-full"
              value={field.target}
              onChange={(event) =>
                onChange(withTarget(field, event.target.value as FormFieldTarget, labels))
              }
            >
              {FORM_FIELD_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {FORM_FIELD_TARGET_NAMES[target]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <TextField
        label="Help text"
        value={field.helpText}
        error={issues[`${path}.helpText`]}
        onChange={(event) => onChange({ ...field, helpText: event.target.value })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={field.required}
          onChange={(event) => onChange({ ...field, required: event.target.checked })}
        />
        Required
      </label>
      {isChoice(field.type) && (
        <OptionsEditor
          field={field}
          path={path}
          labels={labels}
          issues={issues}
          onChange={(options) => onChange({ ...field, options })}
        />
      )}
    </li>
  );
}
