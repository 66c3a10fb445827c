import type { LabelInput } from '@teamboard/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workspaceLabels } from '../../db/schema/index';

export type WorkspaceLabelRow = typeof workspaceLabels.$inferSelect;

const labelOf = (workspaceId: string, labelId: string) =>
  and(eq(workspaceLabels.id, labelId), eq(workspaceLabels.workspaceId, workspaceId));

/** The workspace's labels in name order. */
export async function labelsOfWorkspace(
  db: Database,
  workspaceId: string,
): Promise<WorkspaceLabelRow[]> {
  return db
    .select()
    .from(workspaceLabels)
    .where(eq(workspaceLabels.workspaceId, workspaceId))
    .orderBy(asc(workspaceLabels.name));
}

export async function insertLabel(
  db: Database,
  workspaceId: string,
  input: LabelInput,
): Promise<WorkspaceLabelRow> {
  const [row] = await db
    .insert(workspaceLabels)
    .values({ workspaceId, ...input })
    .returning();
  if (!row) throw new Error('insert into workspace_labels returned no row');
  return row;
}

/** The label after the change, or undefined when the workspace has no such label. */
export async function updateLabel(
  db: Database,
  workspaceId: string,
  labelId: string,
  changes: Partial<LabelInput>,
): Promise<WorkspaceLabelRow | undefined> {
  const [row] = await db
    .update(workspaceLabels)
    .set(changes)
    .where(labelOf(workspaceId, labelId))
    .returning();
  return row;
}

/** Whether the workspace had the label. */
export async function deleteLabel(
  db: Database,
  workspaceId: string,
  labelId: string,
): Promise<boolean> {
  const rows = await db
    .delete(workspaceLabels)
    .where(labelOf(workspaceId, labelId))
    .returning({ id: workspaceLabels.id });
  return rows.length > 0;
}

/** Those of these label ids that are workspace labels (of any workspace). */
export async function workspaceLabelIdsAmong(db: Database, labelIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: workspaceLabels.id })
    .from(workspaceLabels)
    .where(inArray(workspaceLabels.id, labelIds));
  return rows.map((row) => row.id);
}
