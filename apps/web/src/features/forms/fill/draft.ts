import {
  formAnswersSchema,
  type FormAnswers,
  type PublicFormField,
} from '@teamboard/shared/public-form';

/** What a field holds while it is filled in: an input's text, chosen option ids, or a tick. */
export type DraftValue = string | string[] | boolean;
export type Draft = Record<string, DraftValue>;

/** A blank answer: an empty text, nothing chosen, a box unticked. */
function emptyValue(field: PublicFormField): DraftValue {
  if (field.type === 'multiple_choice') return [];
  if (field.type === 'checkbox') return false;
  return '';
}

/**
 * A field's draft value in the shape its control holds, whatever the draft has: in the builder's
 * preview a field may be new, or have changed type since it was filled.
 */
export function draftValue(field: PublicFormField, draft: Draft): DraftValue {
  const value = draft[field._id];
  const empty = emptyValue(field);
  if (Array.isArray(empty)) return Array.isArray(value) ? value : empty;
  if (typeof empty === 'boolean') return value === true;
  return typeof value === 'string' ? value : empty;
}

function answerOf(field: PublicFormField, draft: Draft): DraftValue | number {
  const value = draftValue(field, draft);
  if (field.type !== 'number' || typeof value !== 'string' || value.trim() === '') return value;
  const number = Number(value);
  return Number.isFinite(number) ? number : value;
}

/**
 * The draft as the answers' schema reads it: a number input's text becomes a number (text that
 * is not one stays text, so the schema says it must be a number).
 */
function draftAnswers(
  fields: PublicFormField[],
  draft: Draft,
): Record<string, DraftValue | number> {
  return Object.fromEntries(fields.map((field) => [field._id, answerOf(field, draft)]));
}

export type CheckedDraft =
  { ok: true; answers: FormAnswers } | { ok: false; errors: Record<string, string> };

/** The draft checked with the same schema the server uses: the answers, or a message per field. */
export function checkDraft(fields: PublicFormField[], draft: Draft): CheckedDraft {
  const result = formAnswersSchema(fields).safeParse(draftAnswers(fields, draft));
  if (result.success) return { ok: true, answers: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const fieldId = issue.path[0];
    if (typeof fieldId === 'string') errors[fieldId] ??= issue.message;
  }
  return { ok: false, errors };
}
