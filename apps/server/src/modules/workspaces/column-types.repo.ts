import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workspaceColumnTypes } from '../../db/schema/index';

export type ColumnTypeRow = typeof workspaceColumnTypes.$inferSelect;

interface ColumnTypeValues {
  name: string;
  color: string;
  isDefault: boolean;
}
type ColumnTypeChanges = Partial<ColumnTypeValues & { position: number }>;

const columnTypeOf = (workspaceId: string, id: string) =>
  and(eq(workspaceColumnTypes.id, id), eq(workspaceColumnTypes.workspaceId, workspaceId));

/** The workspace's column types in position order. */
export async function columnTypesOfWorkspace(
  db: Database,
  workspaceId: string,
): Promise<ColumnTypeRow[]> {
  return db
    .select()
    .from(workspaceColumnTypes)
    .where(eq(workspaceColumnTypes.workspaceId, workspaceId))
    .orderBy(asc(workspaceColumnTypes.position));
}

/** Adds the types in this order, spaced 1024 apart (a new workspace's starter set). */
export async function insertColumnTypes(
  db: Database,
  workspaceId: string,
  types: ColumnTypeValues[],
): Promise<void> {
  await db
    .insert(workspaceColumnTypes)
    .values(types.map((type, index) => ({ ...type, workspaceId, position: (index + 1) * 1024 })));
}

/** Adds one type at `position`, or after the last one without it. */
export async function insertColumnType(
  db: Database,
  workspaceId: string,
  values: ColumnTypeValues & { position?: number },
): Promise<ColumnTypeRow> {
  const position =
    values.position ??
    sql`coalesce((select max(position) from workspace_column_types where workspace_id = ${workspaceId}), 0) + 1024`;
  const [row] = await db
    .insert(workspaceColumnTypes)
    .values({ ...values, workspaceId, position })
    .returning();
  if (!row) throw new Error('insert into workspace_column_types returned no row');
  return row;
}

/** The type after the change, or undefined when the workspace has no such type. */
export async function updateColumnType(
  db: Database,
  workspaceId: string,
  id: string,
  changes: ColumnTypeChanges,
): Promise<ColumnTypeRow | undefined> {
  const [row] = await db
    .update(workspaceColumnTypes)
    .set(changes)
    .where(columnTypeOf(workspaceId, id))
    .returning();
  return row;
}

/** Whether the workspace had the type. */
export async function deleteColumnType(
  db: Database,
  workspaceId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(workspaceColumnTypes)
    .where(columnTypeOf(workspaceId, id))
    .returning({ id: workspaceColumnTypes.id });
  return rows.length > 0;
}
