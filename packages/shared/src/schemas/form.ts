import { z } from 'zod';
import { idField as id } from './fields';
import { cursorPageQuerySchema, nextCursorField } from './pagination';

/**
 * Board forms: a board admin builds a form, anyone with its link fills it in, and each
 * submission becomes a task on the board. The public side sees only `publicFormSchema`: no id of
 * a board, column, person or label ever leaves the server there.
 */

export const FORM_FIELD_TYPES = [
  'short_text',
  'long_text',
  'email',
  'number',
  'date',
  'single_choice',
  'multiple_choice',
  'checkbox',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_FIELD_TYPE_NAMES: Record<FormFieldType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  email: 'Email',
  number: 'Number',
  date: 'Date',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  checkbox: 'Checkbox',
};

/**
 * Where an answer goes on the task it creates: a task field, or `append`: a line
 * "Label: answer" added to the end of the description.
 */
export const FORM_FIELD_TARGETS = [
  'title',
  'description',
  'priority',
  'complexity',
  'dueDate',
  'labels',
  'append',
] as const;
export type FormFieldTarget = (typeof FORM_FIELD_TARGETS)[number];

export const FORM_FIELD_TARGET_NAMES: Record<FormFieldTarget, string> = {
  title: 'Task title',
  description: 'Task description',
  priority: 'Priority',
  complexity: 'Complexity',
  dueDate: 'Due date',
  labels: 'Labels',
  append: 'Added to the description',
};

/** Which field types can feed each target. */
export const FORM_TARGET_FIELD_TYPES: Record<FormFieldTarget, readonly FormFieldType[]> = {
  title: ['short_text', 'email', 'single_choice'],
  description: ['short_text', 'long_text', 'email'],
  priority: ['single_choice'],
  complexity: ['single_choice'],
  dueDate: ['date'],
  labels: ['single_choice', 'multiple_choice'],
  append: FORM_FIELD_TYPES,
};

/** Targets only one field of a form may have (labels and `append` take any number). */
export const SINGLE_FIELD_TARGETS: readonly FormFieldTarget[] = [
  'title',
  'description',
  'priority',
  'complexity',
  'dueDate',
];

export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['single_choice', 'multiple_choice'];

export const MAX_FORM_FIELDS = 50;
export const MAX_FORM_OPTIONS = 50;
export const SHORT_TEXT_MAX_LENGTH = 500;
export const LONG_TEXT_MAX_LENGTH = 10_000;
/** A submission's request body, answers and all. */
export const MAX_FORM_SUBMISSION_BYTES = 64 * 1024;
export const FORM_SUBMISSIONS_PAGE_SIZE = 20;
export const FORM_SUBMISSIONS_MAX_PAGE_SIZE = 100;
export const DEFAULT_FORM_THANK_YOU = 'Thank you! Your request has been sent.';
/**
 * The hidden field a person never sees and a bot fills in: a submission with it filled is
 * answered like any other and creates nothing.
 */
export const FORM_HONEYPOT_FIELD = 'website';

/** A field's or option's id inside its form (the builder makes them; they are not record ids). */
export const formLocalIdField = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,36}$/, 'Ids of fields and options are 1-36 letters, digits, - or _');

export const FORM_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const formSlugField = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'The link must be at least 3 characters')
  .max(60, 'The link must be at most 60 characters')
  .regex(FORM_SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens in the link');

const level = z.number().int().min(1, 'Must be between 1 and 5').max(5, 'Must be between 1 and 5');

export const formOptionSchema = z.object({
  _id: formLocalIdField,
  label: z
    .string()
    .trim()
    .min(1, 'Each option needs a label')
    .max(200, 'An option label must be at most 200 characters'),
  /** The priority or complexity (1-5) the option sets, for a field with that target. */
  level: level.optional(),
  /** The board label the option adds, for a field with the labels target. */
  labelId: id.optional(),
});
export type FormOption = z.infer<typeof formOptionSchema>;

export const formFieldSchema = z.object({
  _id: formLocalIdField,
  type: z.enum(FORM_FIELD_TYPES, { error: 'Unknown field type' }),
  label: z
    .string()
    .trim()
    .min(1, 'Each field needs a label')
    .max(200, 'A field label must be at most 200 characters'),
  helpText: z.string().trim().max(500, 'Help text must be at most 500 characters').default(''),
  required: z.boolean().default(false),
  target: z.enum(FORM_FIELD_TARGETS, { error: 'Unknown answer target' }).default('append'),
  /** The choices of a single or multiple choice field; empty for the other types. */
  options: z.array(formOptionSchema).max(MAX_FORM_OPTIONS).default([]),
});
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** Why a form's fields cannot stand as they are, one message per problem, by path. */
export function formFieldsIssues(fields: FormField[]): { path: PropertyKey[]; message: string }[] {
  const issues: { path: PropertyKey[]; message: string }[] = [];
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (seen.has(field._id)) issues.push({ path: [index, '_id'], message: 'Field ids repeat' });
    seen.add(field._id);
    issues.push(...fieldIssues(field).map((message) => ({ path: [index], message })));
  });
  for (const target of SINGLE_FIELD_TARGETS) {
    const count = fields.filter((field) => field.target === target).length;
    if (count > 1) {
      issues.push({
        path: [],
        message: `Only one field can fill the ${FORM_FIELD_TARGET_NAMES[target].toLowerCase()}`,
      });
    }
  }
  const title = fields.find((field) => field.target === 'title');
  if (!title) issues.push({ path: [], message: 'Map one field to the task title' });
  else if (!title.required) {
    issues.push({ path: [], message: 'The field that fills the task title must be required' });
  }
  return issues;
}

function fieldIssues(field: FormField): string[] {
  const named = `"${field.label}"`;
  const issues: string[] = [];
  if (!FORM_TARGET_FIELD_TYPES[field.target].includes(field.type)) {
    issues.push(
      `${named}: a ${FORM_FIELD_TYPE_NAMES[field.type].toLowerCase()} field cannot fill the ${FORM_FIELD_TARGET_NAMES[field.target].toLowerCase()}`,
    );
  }
  const isChoice = CHOICE_FIELD_TYPES.includes(field.type);
  if (isChoice && field.options.length === 0) issues.push(`${named}: add at least one option`);
  if (!isChoice && field.options.length > 0) issues.push(`${named}: only choices have options`);
  const optionIds = new Set(field.options.map((option) => option._id));
  if (optionIds.size !== field.options.length) issues.push(`${named}: option ids repeat`);
  const needsLevel = field.target === 'priority' || field.target === 'complexity';
  if (needsLevel && field.options.some((option) => option.level === undefined)) {
    issues.push(`${named}: give each option the ${field.target} it sets`);
  }
  if (field.target === 'labels' && field.options.some((option) => !option.labelId)) {
    issues.push(`${named}: give each option the label it adds`);
  }
  return issues;
}

export const formFieldsSchema = z
  .array(formFieldSchema)
  .min(1, 'Add at least one field')
  .max(MAX_FORM_FIELDS, `A form has at most ${MAX_FORM_FIELDS} fields`)
  .superRefine((fields, ctx) => {
    for (const issue of formFieldsIssues(fields)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });

/** Every setting of a form, as PUT /api/forms/{formId} takes any of them. */
const formSettingsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2,000 characters')
    .nullable(),
  /** The column its tasks go to (at the top); null: the board's first column. */
  columnId: id.nullable(),
  fields: formFieldsSchema,
  defaultLabels: z.array(id).max(50),
  defaultAssignees: z.array(id).max(50),
  thankYouMessage: z
    .string()
    .trim()
    .min(1, 'A thank-you message is required')
    .max(1000, 'The thank-you message must be at most 1,000 characters'),
  isOpen: z.boolean(),
  slug: formSlugField,
});

const settings = formSettingsSchema.shape;
/** POST /api/boards/{id}/forms. Without a slug the server makes one from the title. */
export const createFormInputSchema = formSettingsSchema
  .extend({
    description: settings.description.default(null),
    columnId: settings.columnId.default(null),
    defaultLabels: settings.defaultLabels.default([]),
    defaultAssignees: settings.defaultAssignees.default([]),
    thankYouMessage: settings.thankYouMessage.default(DEFAULT_FORM_THANK_YOU),
    isOpen: settings.isOpen.default(true),
    slug: settings.slug.optional(),
  })
  .strict();
export type CreateFormInput = z.input<typeof createFormInputSchema>;

/** PUT /api/forms/{formId}: any of the settings; what is left out stays as it is. */
export const updateFormInputSchema = formSettingsSchema.partial().strict();
export type UpdateFormInput = z.input<typeof updateFormInputSchema>;

/** A form as its board's admins see it. */
export const formSchema = z.object({
  _id: z.string(),
  boardId: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  columnId: z.string().nullable(),
  fields: z.array(formFieldSchema),
  defaultLabels: z.array(z.string()),
  defaultAssignees: z.array(z.string()),
  thankYouMessage: z.string(),
  isOpen: z.boolean(),
  submissionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Form = z.infer<typeof formSchema>;
export const formResponseSchema = z.object({ form: formSchema });
export const formsResponseSchema = z.object({ forms: z.array(formSchema) });
export type FormsResponse = z.infer<typeof formsResponseSchema>;

/** One answer of a submission as sent: the field's label then, and the answer as text. */
export const formAnswerSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  value: z.string(),
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;

export const formSubmissionSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  /** The task it created; null once that task is deleted. */
  task: z.object({ _id: z.string(), taskId: z.string(), title: z.string() }).nullable(),
  answers: z.array(formAnswerSchema),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;
/**
 * Newest first, by cursor (`cursor`, `limit`) or by numbered page (`page`, which the form's page
 * shows as "Page 2 of 5"); not both.
 */
export const formSubmissionsQuerySchema = cursorPageQuerySchema(
  FORM_SUBMISSIONS_PAGE_SIZE,
  FORM_SUBMISSIONS_MAX_PAGE_SIZE,
)
  .extend({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more').max(10_000).default(1),
  })
  .refine((query) => query.cursor === undefined || query.page === 1, {
    message: 'Pass either a page or a cursor',
    path: ['cursor'],
  });
export type FormSubmissionsQuery = z.infer<typeof formSubmissionsQuerySchema>;
export const formSubmissionsResponseSchema = z.object({
  submissions: z.array(formSubmissionSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  }),
  nextCursor: nextCursorField,
});
export type FormSubmissionsResponse = z.infer<typeof formSubmissionsResponseSchema>;
