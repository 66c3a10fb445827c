import {
  type Form,
  type FormSubmissionsQuery,
  type FormSubmissionsResponse,
  createFormInputSchema,
  updateFormInputSchema,
} from '@teamboard/shared/form';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { FormRow } from '../../db/schema/index';
import { uniqueViolation } from '../../db/pg-errors';
import { conflict } from '../../http/app-error';
import { decodeCursor, pageOf } from '../../http/cursor';
import type { BoardAccess } from '../boards/board.policy';
import { assertFormReferences } from './form-references.service';
import { slugFromTitle } from './form-slug';
import { presentForm, presentSubmission } from './form.presenter';
import { formNotFound } from './form.policy';
import { submissionsPage } from './form-submissions.repo';
import {
  deleteFormRow,
  formWithCount,
  formsOfBoard,
  insertForm,
  isSlugTaken,
  updateFormRow,
} from './forms.repo';

type CreateForm = z.output<typeof createFormInputSchema>;
type UpdateForm = z.output<typeof updateFormInputSchema>;

const slugTaken = () =>
  conflict('This link is already taken', undefined, [
    { field: 'slug', message: 'This link is already taken' },
  ]);

/** Runs a write that sets a slug: one another form has (the unique index says) is a 409. */
async function withSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'forms_slug_unique') throw slugTaken();
    throw error;
  }
}

async function freeSlug(ctx: AppContext, title: string): Promise<string> {
  for (;;) {
    const slug = slugFromTitle(title);
    if (!(await isSlugTaken(ctx.db, slug))) return slug;
  }
}

export async function listForms(ctx: AppContext, access: BoardAccess): Promise<Form[]> {
  return (await formsOfBoard(ctx.db, access.board.id)).map(presentForm);
}

export async function createForm(
  ctx: AppContext,
  access: BoardAccess,
  input: CreateForm,
): Promise<Form> {
  await assertFormReferences(ctx.db, access.board, input);
  // Only new forms: existing ones keep their links and submissions after a downgrade.
  await ctx.plans.assertPlanFeature(ctx.db, access.board.workspaceId, 'forms');
  const slug = input.slug ?? (await freeSlug(ctx, input.title));
  const row = await withSlug(() =>
    insertForm(ctx.db, { ...input, slug, boardId: access.board.id, createdBy: access.user.id }),
  );
  return presentForm({ form: row, submissionCount: 0 });
}

export async function showForm(ctx: AppContext, form: FormRow): Promise<Form> {
  const found = await formWithCount(ctx.db, form.id);
  if (!found) throw formNotFound();
  return presentForm(found);
}

/**
 * Writes the settings given; a new slug retires the old link at once. Opening a closed form
 * takes the plan's forms, as creating one does (an open form keeps taking submissions after a
 * downgrade; an imported one arrives closed without the feature).
 */
export async function updateForm(
  ctx: AppContext,
  access: BoardAccess,
  form: FormRow,
  input: UpdateForm,
): Promise<Form> {
  await assertFormReferences(ctx.db, access.board, input);
  if (input.isOpen === true && !form.isOpen)
    await ctx.plans.assertPlanFeature(ctx.db, access.board.workspaceId, 'forms');
  const row = await withSlug(() => updateFormRow(ctx.db, form.id, input));
  if (!row) throw formNotFound();
  return showForm(ctx, row);
}

/** Deletes the form and its submissions; the tasks it created stay on the board. */
export async function deleteForm(ctx: AppContext, form: FormRow): Promise<void> {
  await deleteFormRow(ctx.db, form.id);
}

/**
 * A page of the form's submissions, newest first: the one after `cursor`, or numbered page
 * `page` (from 1), with the total and the cursor of the page after.
 */
export async function listSubmissions(
  ctx: AppContext,
  access: BoardAccess,
  form: FormRow,
  { cursor, limit, page }: FormSubmissionsQuery,
): Promise<FormSubmissionsResponse> {
  // One more than a page tells whether a next page exists.
  const { rows, total } = await submissionsPage(ctx.db, form.id, {
    after: decodeCursor(cursor),
    limit: limit + 1,
    offset: (page - 1) * limit,
  });
  const { items, nextCursor } = pageOf(rows, limit, (row) => ({
    at: row.at,
    id: row.submission.id,
  }));
  return {
    submissions: items.map((row) => presentSubmission(access.board, row)),
    meta: { total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) },
    nextCursor,
  };
}
