import type { FormField } from '@teamboard/shared/form';
import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import { boardLabelIdsAmong } from '../boards/board-labels.repo';
import { boardViewersAmong } from '../boards/board.policy';
import { columnIdsOfBoard } from '../columns/columns.repo';

/** What a form's settings point at on its board. */
export interface FormReferences {
  columnId?: string | null;
  fields?: FormField[];
  defaultLabels?: string[];
  defaultAssignees?: string[];
}

/**
 * A form may only point at its own board's column and labels, and at people who can see the
 * board: a form can never send its tasks anywhere else.
 */
export async function assertFormReferences(
  db: Database,
  board: BoardRow,
  references: FormReferences,
): Promise<void> {
  const { columnId, fields, defaultLabels, defaultAssignees } = references;
  if (columnId && !(await columnIdsOfBoard(db, board.id)).includes(columnId)) {
    throw badRequest('The column must be one of this project’s', [
      { field: 'columnId', message: 'Unknown column' },
    ]);
  }
  await assertLabels(db, board, defaultLabels ?? [], 'defaultLabels');
  const optionLabels = (fields ?? []).flatMap((field) =>
    field.options.flatMap((option) => (option.labelId ? [option.labelId] : [])),
  );
  await assertLabels(db, board, optionLabels, 'fields');
  const people = defaultAssignees ?? [];
  if (people.length === 0) return;
  const seeing = await boardViewersAmong(db, board, people);
  if (seeing.size === new Set(people).size) return;
  throw badRequest('Assignees must be people who can see this project', [
    { field: 'defaultAssignees', message: 'Not on this project' },
  ]);
}

async function assertLabels(
  db: Database,
  board: BoardRow,
  labelIds: string[],
  field: string,
): Promise<void> {
  if (labelIds.length === 0) return;
  const found = await boardLabelIdsAmong(db, board.id, labelIds);
  if (found.length === new Set(labelIds).size) return;
  throw badRequest('Labels must belong to this project', [{ field, message: 'Unknown label' }]);
}
