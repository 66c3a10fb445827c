import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-error';
import { isPlanLimitError } from './plan-limit-error';

/**
 * Shows a server's field errors inline: the `[{field, message}]` details of a 400, and a 409 on
 * `conflictField`. Returns true when the error was placed on a field.
 */
export function applyServerFieldErrors<TForm extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TForm>,
  fields: readonly Path<TForm>[],
  conflictField?: (error: ApiError) => Path<TForm> | undefined,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  if (error.status === 400) {
    for (const detail of error.fieldErrors) {
      const field = fields.find((name) => name === detail.field);
      if (field) {
        setError(field, { type: 'server', message: detail.message });
        placed = true;
      }
    }
  }
  if (error.status === 409 && conflictField) {
    const field = conflictField(error);
    if (field && error.message) {
      setError(field, { type: 'server', message: error.message });
      placed = true;
    }
  }
  return placed;
}

/**
 * What a form says under itself when its submit failed: nothing when the error went on its
 * fields (see applyServerFieldErrors) or is answered elsewhere (a plan limit's upgrade prompt),
 * else the server's message or `fallback`.
 */
export function formFailure<TForm extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TForm>,
  fields: readonly Path<TForm>[],
  fallback: string,
  conflictField?: (error: ApiError) => Path<TForm> | undefined,
): string | null {
  if (applyServerFieldErrors(error, setError, fields, conflictField)) return null;
  if (isPlanLimitError(error)) return null;
  return errorMessage(error, fallback);
}
