import type { ExportContents } from '@teamboard/shared/workspace-export';
import type { Database } from '../../db/client';
import { IdMap } from './import-ids';
import { toDate, toDateOrNull } from './import-dates';
import { insertAll } from './import-insert.repo';
import { ExportZipRejected } from './zip-reader';

const ITEMS_FILE = 'checklist-items.json';

/**
 * The tasks' checklists and their items, as they were: ticked or not, in their order, with
 * their due dates; the people they name (assignee, who ticked) are the importer or placeholders,
 * as everywhere else in the import.
 */
export async function writeChecklists(
  tx: Database,
  contents: ExportContents,
  people: IdMap,
  taskIds: IdMap,
): Promise<void> {
  const checklistIds = new IdMap('checklists.json', contents.checklists);
  const taskOf = new Map(contents.checklists.map((row) => [row._id, row.taskId]));
  await insertAll(
    tx,
    'checklists',
    contents.checklists.map((row) => ({
      id: checklistIds.of(row._id, 'checklists.json'),
      taskId: taskIds.of(row.taskId, 'checklists.json'),
      title: row.title,
      position: row.position,
      createdAt: toDate(row.createdAt),
    })),
  );
  await insertAll(
    tx,
    'checklistItems',
    contents['checklist-items'].map((row) => {
      const checklistId = checklistIds.of(row.checklistId, ITEMS_FILE);
      // A card counts its items by the item's own task: it must be its checklist's.
      if (taskOf.get(row.checklistId) !== row.taskId) {
        throw new ExportZipRejected(
          `${ITEMS_FILE} puts item ${row._id} on task ${row.taskId}, not on its checklist's`,
        );
      }
      return {
        checklistId,
        taskId: taskIds.of(row.taskId, ITEMS_FILE),
        title: row.title,
        done: row.done,
        position: row.position,
        assigneeId: people.optional(row.assigneeId),
        dueDate: toDateOrNull(row.dueDate),
        doneBy: people.optional(row.doneBy),
        doneAt: toDateOrNull(row.doneAt),
        createdAt: toDate(row.createdAt),
      };
    }),
  );
}
