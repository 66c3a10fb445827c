import {
  createFormInputSchema,
  DEFAULT_FORM_THANK_YOU,
  updateFormInputSchema,
  type Form,
  type FormField,
  type UpdateFormInput,
} from '@teamboard/shared/form';
import { newField } from './field-edits';

/** What the builder edits: the form's settings as its inputs hold them, and its fields. */
export interface FormDraft {
  title: string;
  description: string;
  columnId: string | null;
  defaultLabels: string[];
  defaultAssignees: string[];
  thankYouMessage: string;
  isOpen: boolean;
  /** '' on a new form: the server makes one from the title. */
  slug: string;
  fields: FormField[];
}

export type FormSettings = Omit<FormDraft, 'fields'>;

/** Problems by path ("title", "fields.0.label", "fields" for the whole list). */
export type DraftIssues = Record<string, string>;

/** A new form starts with the one field every form needs: a required title. */
export function emptyDraft(): FormDraft {
  return {
    title: '',
    description: '',
    columnId: null,
    defaultLabels: [],
    defaultAssignees: [],
    thankYouMessage: DEFAULT_FORM_THANK_YOU,
    isOpen: true,
    slug: '',
    fields: [{ ...newField('short_text'), label: 'Title', required: true, target: 'title' }],
  };
}

export function draftOf(form: Form): FormDraft {
  return {
    title: form.title,
    description: form.description ?? '',
    columnId: form.columnId,
    defaultLabels: form.defaultLabels,
    defaultAssignees: form.defaultAssignees,
    thankYouMessage: form.thankYouMessage,
    isOpen: form.isOpen,
    slug: form.slug,
    fields: form.fields,
  };
}

function inputOf(draft: FormDraft) {
  return { ...draft, description: draft.description.trim() ? draft.description : null };
}

/** A body ready to send, or why the draft cannot be sent. */
export type Checked<T> = { input: T; issues: null } | { input: null; issues: DraftIssues };

function issuesByPath(issues: { path: PropertyKey[]; message: string }[]): DraftIssues {
  const byPath: DraftIssues = {};
  for (const issue of issues) byPath[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return byPath;
}

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

function check<T>(result: Parsed<T>): Checked<T> {
  if (result.success) return { input: result.data, issues: null };
  return { input: null, issues: issuesByPath(result.error.issues) };
}

/** A new form's body, or why it cannot be sent; a blank link is left to the server. */
export function checkNewForm(draft: FormDraft) {
  const { slug, ...rest } = inputOf(draft);
  return check(createFormInputSchema.safeParse(slug.trim() ? { ...rest, slug } : rest));
}

/** The whole form as the edit sends it, or why it cannot be sent. */
export function checkEditedForm(draft: FormDraft) {
  return check(updateFormInputSchema.safeParse(inputOf(draft)));
}

/** Only what differs from the saved form: what is left out stays as it is. */
export function changesOf(form: Form, input: UpdateFormInput): UpdateFormInput {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(form[key as keyof Form]),
    ),
  );
}
