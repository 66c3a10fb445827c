import type { FormField } from '@teamboard/shared/form';
import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import { boardViewersAmong } from '../boards/board.policy';
import { assertUsableLabels } from '../boards/usable-labels.service';
import { columnIdsOfBoard } from '../columns/columns.repo';

/** What a form's settings point at on its board. */
export interface FormReferences {
  columnId?: string | null;
  fields?: FormField[];
  defaultLabels?: string[];
  defaultAssignees?: string[];
}

/**
 * A form may only point at its own board's column, at labels its tasks may carry (the board's
 * and its workspace's) and at people who can see the board: a form can never send its tasks
 * anywhere else.
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
  await assertUsableLabels(db, board, defaultLabels, 'defaultLabels');
  const optionLabels = (fields ?? []).flatMap((field) =>
    field.options.flatMap((option) => (option.labelId ? [option.labelId] : [])),
  );
  await assertUsableLabels(db, board, optionLabels, 'fields');
  const people = defaultAssignees ?? [];
  if (people.length === 0) return;
  const seeing = await boardViewersAmong(db, board, people);
  if (seeing.size === new Set(people).size) return;
  throw badRequest('Assignees must be people who can see this project', [
    { field: 'defaultAssignees', message: 'Not on this project' },
  ]);
}
