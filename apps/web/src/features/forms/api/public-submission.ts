import { messageResponseSchema, type MessageResponse } from '@teamboard/shared';
import { type FormSubmissionInput, type PublicFormField } from '@teamboard/shared/public-form';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { api } from '../../../lib/api-client';

/** Sends a form's answers, signed out like anyone with the link; answers the thank-you text. */
export function sendFormSubmission(
  slug: string,
  input: FormSubmissionInput,
): Promise<MessageResponse> {
  return api.post(
    `/api/public/forms/${encodeURIComponent(slug)}/submissions`,
    messageResponseSchema,
    input,
    { auth: false },
  );
}

export function useSendFormSubmission(slug: string) {
  return useMutation({
    mutationFn: (input: FormSubmissionInput) => sendFormSubmission(slug, input),
  });
}

const ANSWER_PATH = 'answers.';

/**
 * A refused submission's errors on the form's fields, by field id (the server names them
 * `answers.<fieldId>`); undefined when none is about one of `fields`.
 */
export function answerErrors(
  error: unknown,
  fields: PublicFormField[],
): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const ids = new Set(fields.map((field) => field._id));
  const errors: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors) {
    const id = field.startsWith(ANSWER_PATH) ? field.slice(ANSWER_PATH.length) : '';
    if (ids.has(id)) errors[id] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
