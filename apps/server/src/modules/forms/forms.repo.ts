import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { forms, type FormRow } from '../../db/schema/index';

export type NewFormRow = typeof forms.$inferInsert;
/** A form with how many submissions it has had. */
export interface FormWithCount {
  form: FormRow;
  submissionCount: number;
}

// Spelled out: inside a select list, Drizzle would name the outer form's id without its table.
const submissionCount = sql<number>`(
  select count(*)::int from form_submissions s where s.form_id = "forms"."id"
)`;

export async function insertForm(db: Database, values: NewFormRow): Promise<FormRow> {
  const [row] = await db.insert(forms).values(values).returning();
  if (!row) throw new Error('inserting a form returned no row');
  return row;
}

/** Writes the settings given; answers the form as it is now, undefined if it is gone. */
export async function updateFormRow(
  db: Database,
  formId: string,
  values: Partial<NewFormRow>,
): Promise<FormRow | undefined> {
  const [row] = await db
    .update(forms)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(forms.id, formId))
    .returning();
  return row;
}

export async function deleteFormRow(db: Database, formId: string): Promise<void> {
  await db.delete(forms).where(eq(forms.id, formId));
}

export async function isSlugTaken(db: Database, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: forms.id }).from(forms).where(eq(forms.slug, slug));
  return row !== undefined;
}

export async function formWithCount(
  db: Database,
  formId: string,
): Promise<FormWithCount | undefined> {
  const [row] = await db
    .select({ form: forms, submissionCount })
    .from(forms)
    .where(eq(forms.id, formId));
  return row;
}

/** The board's forms, newest first, each with its number of submissions. */
export async function formsOfBoard(db: Database, boardId: string): Promise<FormWithCount[]> {
  return db
    .select({ form: forms, submissionCount })
    .from(forms)
    .where(eq(forms.boardId, boardId))
    .orderBy(desc(forms.createdAt), desc(forms.id));
}
