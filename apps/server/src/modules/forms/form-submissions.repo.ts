import { and, desc, eq, sql } from 'drizzle-orm';
import type { FormAnswer } from '@teamboard/shared/form';
import type { Database } from '../../db/client';
import { exactTime, olderThan, type SortKey, type Timed } from '../../db/keyset';
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

/**
 * `limit` of the form's submissions, newest first, after `after` or past the first `offset`, and
 * how many there are in all.
 */
export async function submissionsPage(
  db: Database,
  formId: string,
  page: { after: SortKey | undefined; limit: number; offset: number },
): Promise<{ rows: Timed<SubmissionWithTask>[]; total: number }> {
  const rows = await db
    .select({
      submission: formSubmissions,
      task: { id: tasks.id, number: tasks.number, title: tasks.title },
      at: exactTime(formSubmissions.createdAt),
    })
    .from(formSubmissions)
    .leftJoin(tasks, eq(tasks.id, formSubmissions.taskId))
    .where(
      and(
        eq(formSubmissions.formId, formId),
        olderThan(formSubmissions.createdAt, formSubmissions.id, page.after),
      ),
    )
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId));
  return { rows, total: count?.total ?? 0 };
}
