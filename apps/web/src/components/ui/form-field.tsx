import { useId, type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';

interface FormFieldProps {
  label: string;
  htmlFor: string;
  error?: string | undefined;
  errorId?: string;
  hint?: string | undefined;
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

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** An Input inside a FormField, wired with ids and aria attributes. */
export function TextField({ label, error, hint, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <FormField
      label={label}
      htmlFor={inputId}
      error={error}
      errorId={errorId}
      hint={hint}
      hintId={hintId}
    >
      <Input id={inputId} invalid={Boolean(error)} aria-describedby={describedBy} {...inputProps} />
    </FormField>
  );
}
