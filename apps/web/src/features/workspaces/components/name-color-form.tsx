import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-error';
import { schemaResolver, type FormSchema } from '../../../lib/form-resolver';

export interface NameColorValues {
  name: string;
  color: string;
}

export const DEFAULT_COLOR = '#4f46e5';

interface NameColorFormProps {
  schema: FormSchema<NameColorValues>;
  nameLabel: string;
  defaultValues?: NameColorValues;
  submitLabel: string;
  /** The message when saving fails and the server gave none. */
  failure: string;
  onSave: (values: NameColorValues) => Promise<unknown>;
  onCancel?: () => void;
}

/** A name and a colour: adds or edits a label or a column type. Emptied after adding. */
export function NameColorForm({
  schema,
  nameLabel,
  defaultValues = { name: '', color: DEFAULT_COLOR },
  submitLabel,
  failure,
  onSave,
  onCancel,
}: NameColorFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NameColorValues, unknown, NameColorValues>({
    resolver: schemaResolver<NameColorValues, NameColorValues>(schema),
    defaultValues,
  });

  const onSubmit = async (values: NameColorValues) => {
    setFormError(null);
    try {
      await onSave(values);
    } catch (error) {
      setFormError(errorMessage(error, failure));
      return;
    }
    if (!onCancel) reset({ name: '', color: values.color });
  };

  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <TextField label={nameLabel} error={errors.name?.message} {...register('name')} />
        </div>
        <Field label="Colour" error={errors.color?.message}>
          {({ invalid, ...field }) => (
            <input
              type="color"
              aria-invalid={invalid || undefined}
              {...field}
              className="block h-9 w-14 cursor-pointer rounded-md border border-neutral-300 bg-white p-1 dark:border-neutral-700 dark:bg-neutral-900"
              {...register('color')}
            />
          )}
        </Field>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
