import type { Label, LabelInput } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { deleteLabel, insertLabel, updateLabel } from './labels.repo';
import { presentLabel } from './workspace.presenter';

const labelNotFound = () => notFound('Label not found');

/** Adds a label to the workspace; any task on its boards may carry it. */
export async function addLabel(
  db: Database,
  workspaceId: string,
  input: LabelInput,
): Promise<Label> {
  return presentLabel(await insertLabel(db, workspaceId, input));
}

/** Renames or recolours one of the workspace's labels (404 for any other label). */
export async function editLabel(
  db: Database,
  workspaceId: string,
  labelId: string,
  changes: Partial<LabelInput>,
): Promise<Label> {
  const row = await updateLabel(db, workspaceId, labelId, changes);
  if (!row) throw labelNotFound();
  return presentLabel(row);
}

/** Deletes one of the workspace's labels (404 for any other label). */
export async function removeLabel(
  db: Database,
  workspaceId: string,
  labelId: string,
): Promise<void> {
  if (!(await deleteLabel(db, workspaceId, labelId))) throw labelNotFound();
}
