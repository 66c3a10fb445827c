import type { ColumnType, columnTypeInputSchema, columnTypeUpdateSchema } from '@teamboard/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { deleteColumnType, insertColumnType, updateColumnType } from './column-types.repo';
import { presentColumnType } from './workspace.presenter';

const columnTypeNotFound = () => notFound('Column type not found');

/** Adds a kind of column to the workspace; without a position it goes last. */
export async function addColumnType(
  db: Database,
  workspaceId: string,
  input: z.output<typeof columnTypeInputSchema>,
): Promise<ColumnType> {
  return presentColumnType(await insertColumnType(db, workspaceId, input));
}

/** Changes one of the workspace's column types (404 for any other type). */
export async function editColumnType(
  db: Database,
  workspaceId: string,
  columnTypeId: string,
  changes: z.output<typeof columnTypeUpdateSchema>,
): Promise<ColumnType> {
  const row = await updateColumnType(db, workspaceId, columnTypeId, changes);
  if (!row) throw columnTypeNotFound();
  return presentColumnType(row);
}

/** Deletes one of the workspace's column types (404 for any other type). */
export async function removeColumnType(
  db: Database,
  workspaceId: string,
  columnTypeId: string,
): Promise<void> {
  if (!(await deleteColumnType(db, workspaceId, columnTypeId))) throw columnTypeNotFound();
}
