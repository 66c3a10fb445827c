import { z } from 'zod';
import {
  FORM_FIELD_TYPES,
  FORM_HONEYPOT_FIELD,
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  type FormField,
} from './form';

/**
 * The public side of a board's form: what anyone with its link sees and sends, and the check of
 * the answers both the browser and the server run. Its own subpath: the public page needs none
 * of the builder's schemas.
 */

/** A field as the public form shows it: no target, no level, no label id. */
export const publicFormFieldSchema = z.object({
  _id: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  helpText: z.string(),
  required: z.boolean(),
  options: z.array(z.object({ _id: z.string(), label: z.string() })),
});
export type PublicFormField = z.infer<typeof publicFormFieldSchema>;

/** GET /api/public/forms/{slug}: all that anyone with the link learns. */
export const publicFormSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  workspace: z.object({ name: z.string(), logo: z.string().nullable() }),
  fields: z.array(publicFormFieldSchema),
});
export type PublicForm = z.infer<typeof publicFormSchema>;
export const publicFormResponseSchema = z.object({ form: publicFormSchema });

/** POST /api/public/forms/{slug}/submissions: the answers by field id, checked per form. */
export const formSubmissionInputSchema = z.strictObject({
  answers: z.record(z.string(), z.unknown()),
  [FORM_HONEYPOT_FIELD]: z.string().max(1000).optional(),
});
export type FormSubmissionInput = z.input<typeof formSubmissionInputSchema>;

/** What a field's answer is once checked: text, a number, a yes/no, or chosen option ids. */
export type FormAnswerValue = string | number | boolean | string[];
export type FormAnswers = Record<string, FormAnswerValue | undefined>;

/** The public part of an admin's field (what `publicFormFieldSchema` shows). */
export function publicFormField(field: FormField): PublicFormField {
  return {
    _id: field._id,
    type: field.type,
    label: field.label,
    helpText: field.helpText,
    required: field.required,
    options: field.options.map((option) => ({ _id: option._id, label: option.label })),
  };
}

const requiredMessage = (field: PublicFormField) => `${field.label} is required`;

/** A type's error, except for a missing answer, which reads as required. */
const typeError = (field: PublicFormField, message: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? requiredMessage(field) : message,
});

/** An empty text, a null or a missing answer is no answer. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

function textAnswer(field: PublicFormField, max: number) {
  return z
    .string(typeError(field, `${field.label} must be text`))
    .trim()
    .max(max, `${field.label} must be at most ${max.toLocaleString('en-US')} characters`);
}

function multipleChoice(field: PublicFormField, optionIds: string[]) {
  const chosen = z
    .array(z.string(), typeError(field, `${field.label} must be a list of options`))
    .refine((values) => values.every((value) => optionIds.includes(value)), {
      message: 'Choose among the options',
    })
    .refine((values) => new Set(values).size === values.length, {
      message: 'Choose each option at most once',
    });
  if (!field.required) return chosen;
  return chosen.refine((values) => values.length > 0, requiredMessage(field));
}

/** A field's answer as given, before the blank and missing ones are told apart. */
function givenAnswerSchema(field: PublicFormField): z.ZodType<FormAnswerValue> {
  const optionIds = field.options.map((option) => option._id);
  switch (field.type) {
    case 'short_text':
      return textAnswer(field, SHORT_TEXT_MAX_LENGTH);
    case 'long_text':
      return textAnswer(field, LONG_TEXT_MAX_LENGTH);
    case 'email':
      return z
        .string(typeError(field, `${field.label} must be an email address`))
        .trim()
        .max(254, `${field.label} is too long`)
        .pipe(z.email(`${field.label} must be a valid email address`));
    case 'number':
      return z.number(typeError(field, `${field.label} must be a number`));
    case 'date':
      return z.iso.date(typeError(field, `${field.label} must be a date (YYYY-MM-DD)`));
    case 'single_choice':
      return z.enum(
        optionIds as [string, ...string[]],
        typeError(field, 'Choose one of the options'),
      );
    case 'multiple_choice':
      return multipleChoice(field, optionIds);
    case 'checkbox': {
      const box = z.boolean(typeError(field, `${field.label} must be checked or not`));
      if (!field.required) return box;
      return box.refine((checked) => checked, `${field.label} must be checked`);
    }
  }
}

function answerSchema(field: PublicFormField): z.ZodType<FormAnswerValue | undefined> {
  const given = givenAnswerSchema(field);
  // A checkbox left unticked is an answer (false), not a blank.
  const blank =
    field.type === 'checkbox' ? (value: unknown) => value ?? undefined : blankToUndefined;
  return z.preprocess(blank, field.required ? given : given.optional());
}

/**
 * The answers' schema for a form, as the browser checks them before sending and the server
 * again on arrival: a key per field (a missing one is no answer), nothing else.
 */
export function formAnswersSchema(fields: PublicFormField[]): z.ZodType<FormAnswers> {
  const shape = Object.fromEntries(fields.map((field) => [field._id, answerSchema(field)]));
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field' : undefined),
  });
}
