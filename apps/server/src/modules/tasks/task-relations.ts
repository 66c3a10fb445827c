import type { TaskFields } from '@teamboard/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { boards, taskAssignees, taskLabels, taskLinks, taskMembers } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';

/** Replaces the lists the fields name (assignees, members, labels, blockers, dependencies). */
export async function writeRelations(
  tx: Database,
  boardId: string,
  taskId: string,
  fields: TaskFields,
): Promise<void> {
  await replaceUsers(tx, taskAssignees, taskId, fields.assignees);
  await replaceUsers(tx, taskMembers, taskId, fields.members);
  if (fields.labels) {
    await tx.delete(taskLabels).where(eq(taskLabels.taskId, taskId));
    const labelIds = [...new Set(fields.labels)];
    if (labelIds.length > 0)
      await tx.insert(taskLabels).values(labelIds.map((labelId) => ({ taskId, labelId })));
  }
  if (!fields.blockers && !fields.dependencies) return;
  // Link changes on one board queue up, so two edits can never close a cycle between them.
  await tx.select({ id: boards.id }).from(boards).where(eq(boards.id, boardId)).for('update');
  await replaceLinks(tx, taskId, 'blocker', fields.blockers);
  await replaceLinks(tx, taskId, 'dependency', fields.dependencies);
  await assertNoCycle(tx, taskId);
}

async function replaceUsers(
  tx: Database,
  table: typeof taskAssignees | typeof taskMembers,
  taskId: string,
  userIds: string[] | undefined,
): Promise<void> {
  if (!userIds) return;
  await tx.delete(table).where(eq(table.taskId, taskId));
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await tx.insert(table).values(unique.map((userId) => ({ taskId, userId })));
}

async function replaceLinks(
  tx: Database,
  taskId: string,
  kind: 'blocker' | 'dependency',
  linkedIds: string[] | undefined,
): Promise<void> {
  if (!linkedIds) return;
  await tx.delete(taskLinks).where(and(eq(taskLinks.taskId, taskId), eq(taskLinks.kind, kind)));
  const unique = [...new Set(linkedIds)];
  if (unique.length > 0)
    await tx
      .insert(taskLinks)
      .values(unique.map((linkedTaskId) => ({ taskId, linkedTaskId, kind })));
}

/**
 * Blockers and dependencies both mean "waits for": any loop through them would be a deadlock
 * (every task in it waiting for another), so the change is refused and rolled back.
 */
async function assertNoCycle(tx: Database, taskId: string): Promise<void> {
  const [loop] = await rawRows<{ found: number }>(
    tx,
    sql`
    with recursive waits_for(id) as (
      select linked_task_id from task_links where task_id = ${taskId}
      union
      select l.linked_task_id from task_links l join waits_for w on l.task_id = w.id
    )
    select 1 as found from waits_for where id = ${taskId} limit 1`,
  );
  if (!loop) return;
  throw badRequest('Blockers and dependencies cannot form a cycle', [
    { field: 'blockers', message: 'This would make tasks wait for each other in a loop' },
  ]);
}
