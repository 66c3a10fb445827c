import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';

interface FormFieldProps {
  label: string;
  htmlFor: string;
  error?: string | undefined;
  errorId?: string;
  hint?: ReactNode;
  hintId?: string;
  children: ReactNode;
}

/** A label, the control, an optional hint and the inline error under it. */
export function FormField({
  label,
  htmlFor,
  error,
  errorId,
  hint,
  hintId,
  children,
}: FormFieldProps) {
  return (
    <div className="space-y-1.5">
      <label
        htmlFor={htmlFor}
        className="block text-sm font-medium text-neutral-800 dark:text-neutral-200"
      >
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={hintId} className="text-xs text-neutral-500 dark:text-neutral-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** What a control inside a `Field` needs to be wired to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A FormField around any control (input, textarea, select), wired with ids and aria attributes. */
export function Field({ label, error, hint, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <FormField
      label={label}
      htmlFor={controlId}
      error={error}
      errorId={errorId}
      hint={hint}
      hintId={hintId}
    >
      {children({ id: controlId, invalid: Boolean(error), 'aria-describedby': describedBy })}
    </FormField>
  );
}

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** An Input inside a FormField, wired with ids and aria attributes. */
export function TextField({ label, error, hint, id, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
