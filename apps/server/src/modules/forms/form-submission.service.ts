import { ERROR_CODES, type FieldError } from '@teamboard/shared';
import {
  formAnswersSchema,
  publicFormField,
  type FormAnswers,
  type FormSubmissionInput,
  type PublicForm,
} from '@teamboard/shared/public-form';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { AppError, badRequest, conflict } from '../../http/app-error';
import { usableLabelIdsAmong } from '../boards/board-labels.repo';
import { boardViewersAmong } from '../boards/board.policy';
import type { Initiator } from '../../events/board-events';
import { queueWebhookEvent } from '../../events/webhook-events';
import { placeNewTask } from '../tasks/tasks.service';
import { chargeSubmission } from './form-submission-limits';
import { notifyFormSubmission } from './form-submission-notifications.service';
import { answersAsText, taskFromAnswers } from './form-task';
import { presentPublicForm } from './form.presenter';
import { formNotFound } from './form.policy';
import { publicFormRow, targetColumnId, type PublicFormRow } from './form-board.repo';
import { insertSubmission } from './form-submissions.repo';

/** Nobody signed in sends a form: its board events name no user. */
const FORM_INITIATOR: Initiator = { userId: '', origin: null };

const formClosed = () => new AppError(410, ERROR_CODES.formClosed, 'This form is closed');

/** The form behind a public link, if it takes answers: 404 for no such link, 410 when closed. */
async function openForm(db: Database, slug: string): Promise<PublicFormRow> {
  const row = await publicFormRow(db, slug);
  if (!row) throw formNotFound();
  if (!row.form.isOpen || row.board.status !== 'active') throw formClosed();
  return row;
}

export async function showPublicForm(ctx: AppContext, slug: string): Promise<PublicForm> {
  const { form, workspace } = await openForm(ctx.db, slug);
  return presentPublicForm(form, workspace);
}

/** Checks the answers with the schema the browser used; each bad one is named. */
function checkedAnswers(row: PublicFormRow, answers: unknown): FormAnswers {
  const result = formAnswersSchema(row.form.fields.map(publicFormField)).safeParse(answers);
  if (result.success) return result.data;
  const details: FieldError[] = result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: `answers.${key}`, message: 'Unknown field' }));
    }
    return [{ field: ['answers', ...issue.path.map(String)].join('.'), message: issue.message }];
  });
  throw badRequest(details[0]?.message ?? 'Check your answers', details);
}

/**
 * A submission: counted against the limits, then (unless a bot filled the honeypot) checked and
 * turned into a task at the top of the form's column, with the submission kept beside it.
 * Answers the thank-you message.
 */
export async function submitForm(
  ctx: AppContext,
  slug: string,
  input: FormSubmissionInput,
  address: string,
): Promise<string> {
  const row = await openForm(ctx.db, slug);
  await chargeSubmission(ctx, row.form.id, address);
  if (isBot(input)) return row.form.thankYouMessage;
  const answers = checkedAnswers(row, input.answers);
  await createTaskFromAnswers(ctx, row, answers);
  return row.form.thankYouMessage;
}

function isBot(input: FormSubmissionInput): boolean {
  return (input.website ?? '').trim() !== '';
}

async function createTaskFromAnswers(
  ctx: AppContext,
  { form, board }: PublicFormRow,
  answers: FormAnswers,
): Promise<void> {
  const { labels, ...fields } = taskFromAnswers(form.fields, answers);
  const columnId = await targetColumnId(ctx.db, form);
  if (!columnId) throw conflict('This project has no column to put your request in');
  // Chosen when the form was saved; a label deleted or a person gone since is left out.
  const labelIds = await usableLabelIdsAmong(ctx.db, board, [
    ...new Set([...form.defaultLabels, ...labels]),
  ]);
  const assignees = [...(await boardViewersAmong(ctx.db, board, form.defaultAssignees))];
  await ctx.db.transaction(async (tx) => {
    const { task } = await placeNewTask(
      tx,
      {
        boardId: board.id,
        columnId,
        position: 'top',
        fields: { ...fields, labels: labelIds, assignees },
        createdBy: null,
        activity: { form: form.title },
      },
      FORM_INITIATOR,
    );
    const submitted = answersAsText(form.fields, answers);
    await insertSubmission(tx, { formId: form.id, taskId: task._id, answers: submitted });
    await notifyFormSubmission(ctx, tx, { form, board, task });
    await queueWebhookEvent(tx, {
      workspaceId: board.workspaceId,
      boardId: board.id,
      event: 'form.submitted',
      data: {
        boardId: board.id,
        form: { _id: form.id, title: form.title },
        answers: submitted,
        task,
      },
    });
  });
}
