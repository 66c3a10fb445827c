import { type Form, type FormSubmission } from '@teamboard/shared/form';
import { publicFormField, type PublicForm } from '@teamboard/shared/public-form';
import type { BoardRow, FormRow, WorkspaceRow } from '../../db/schema/index';
import type { FormWithCount } from './forms.repo';
import type { SubmissionWithTask } from './form-submissions.repo';

/** A form as its board's admins see it. */
export function presentForm({ form, submissionCount }: FormWithCount): Form {
  return {
    _id: form.id,
    boardId: form.boardId,
    slug: form.slug,
    title: form.title,
    description: form.description,
    columnId: form.columnId,
    fields: form.fields,
    defaultLabels: form.defaultLabels,
    defaultAssignees: form.defaultAssignees,
    thankYouMessage: form.thankYouMessage,
    isOpen: form.isOpen,
    submissionCount,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
  };
}

/** All that anyone with the link learns: no id of a board, column, person or label. */
export function presentPublicForm(
  form: FormRow,
  workspace: Pick<WorkspaceRow, 'name' | 'logo'>,
): PublicForm {
  return {
    slug: form.slug,
    title: form.title,
    description: form.description,
    workspace: { name: workspace.name, logo: workspace.logo },
    fields: form.fields.map(publicFormField),
  };
}

export function presentSubmission(board: BoardRow, row: SubmissionWithTask): FormSubmission {
  const { submission, task } = row;
  return {
    _id: submission.id,
    createdAt: submission.createdAt.toISOString(),
    task: task
      ? { _id: task.id, taskId: `${board.key}-${String(task.number)}`, title: task.title }
      : null,
    answers: submission.answers,
  };
}
