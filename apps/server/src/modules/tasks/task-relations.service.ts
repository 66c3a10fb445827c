import type { TaskFields } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/app-error';
import {
  lockBoardRow,
  replaceTaskLabels,
  replaceTaskLinks,
  replaceTaskPeople,
  waitsForItself,
} from './task-relations.repo';

/** Replaces the lists the fields name (assignees, members, labels, blockers, dependencies). */
export async function writeRelations(
  tx: Database,
  boardId: string,
  taskId: string,
  fields: TaskFields,
): Promise<void> {
  if (fields.assignees) await replaceTaskPeople(tx, 'assignees', taskId, fields.assignees);
  if (fields.members) await replaceTaskPeople(tx, 'members', taskId, fields.members);
  if (fields.labels) await replaceTaskLabels(tx, taskId, fields.labels);
  if (!fields.blockers && !fields.dependencies) return;
  // Link changes on one board queue up, so two edits can never close a cycle between them.
  await lockBoardRow(tx, boardId);
  if (fields.blockers) await replaceTaskLinks(tx, taskId, 'blocker', fields.blockers);
  if (fields.dependencies) await replaceTaskLinks(tx, taskId, 'dependency', fields.dependencies);
  await assertNoCycle(tx, taskId);
}

/**
 * Blockers and dependencies both mean "waits for": any loop through them would be a deadlock
 * (every task in it waiting for another), so the change is refused and rolled back.
 */
async function assertNoCycle(tx: Database, taskId: string): Promise<void> {
  if (!(await waitsForItself(tx, taskId))) return;
  throw badRequest('Blockers and dependencies cannot form a cycle', [
    { field: 'blockers', message: 'This would make tasks wait for each other in a loop' },
  ]);
}
