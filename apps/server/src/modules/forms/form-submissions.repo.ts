import { desc, eq, sql } from 'drizzle-orm';
import type { FormAnswer } from '@teamboard/shared/form';
import type { Database } from '../../db/client';
import { formSubmissions, tasks, type FormSubmissionRow } from '../../db/schema/index';

export async function insertSubmission(
  db: Database,
  values: { formId: string; taskId: string; answers: FormAnswer[] },
): Promise<void> {
  await db.insert(formSubmissions).values(values);
}

/** A submission with the task it created (its number and title now), if that task is still there. */
export interface SubmissionWithTask {
  submission: FormSubmissionRow;
  task: { id: string; number: number; title: string } | null;
}

/** A page of the form's submissions, newest first, and how many there are in all. */
export async function submissionsPage(
  db: Database,
  formId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: SubmissionWithTask[]; total: number }> {
  const rows = await db
    .select({
      submission: formSubmissions,
      task: { id: tasks.id, number: tasks.number, title: tasks.title },
    })
    .from(formSubmissions)
    .leftJoin(tasks, eq(tasks.id, formSubmissions.taskId))
    .where(eq(formSubmissions.formId, formId))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId));
  return { rows, total: count?.total ?? 0 };
}
