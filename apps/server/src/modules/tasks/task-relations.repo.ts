import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  boards,
  taskAssignees,
  taskLabels,
  taskLinks,
  taskMembers,
  taskWorkspaceLabels,
} from '../../db/schema/index';
import { workspaceLabelIdsAmong } from '../workspaces/labels.repo';

/** Replaces a task's assignees or members with these people. */
export async function replaceTaskPeople(
  tx: Database,
  list: 'assignees' | 'members',
  taskId: string,
  userIds: string[],
): Promise<void> {
  const table = list === 'assignees' ? taskAssignees : taskMembers;
  await tx.delete(table).where(eq(table.taskId, taskId));
  const unique = [...new Set(userIds)];
  if (unique.length > 0)
    await tx.insert(table).values(unique.map((userId) => ({ taskId, userId })));
}

/** Replaces a task's labels, board and workspace ones (checked as usable on its board). */
export async function replaceTaskLabels(
  tx: Database,
  taskId: string,
  labelIds: string[],
): Promise<void> {
  await tx.delete(taskLabels).where(eq(taskLabels.taskId, taskId));
  await tx.delete(taskWorkspaceLabels).where(eq(taskWorkspaceLabels.taskId, taskId));
  const unique = [...new Set(labelIds)];
  if (unique.length === 0) return;
  const ofWorkspace = new Set(await workspaceLabelIdsAmong(tx, unique));
  const rows = (ids: string[]) => ids.map((labelId) => ({ taskId, labelId }));
  const ofBoard = unique.filter((id) => !ofWorkspace.has(id));
  if (ofBoard.length > 0) await tx.insert(taskLabels).values(rows(ofBoard));
  if (ofWorkspace.size > 0) await tx.insert(taskWorkspaceLabels).values(rows([...ofWorkspace]));
}

/** Takes the board's row lock: link changes on one board queue up behind it. */
export async function lockBoardRow(tx: Database, boardId: string): Promise<void> {
  await tx.select({ id: boards.id }).from(boards).where(eq(boards.id, boardId)).for('update');
}

/** Replaces the tasks a task waits for, of one kind. */
export async function replaceTaskLinks(
  tx: Database,
  taskId: string,
  kind: 'blocker' | 'dependency',
  linkedIds: string[],
): Promise<void> {
  await tx.delete(taskLinks).where(and(eq(taskLinks.taskId, taskId), eq(taskLinks.kind, kind)));
  const unique = [...new Set(linkedIds)];
  if (unique.length > 0)
    await tx
      .insert(taskLinks)
      .values(unique.map((linkedTaskId) => ({ taskId, linkedTaskId, kind })));
}

/** Whether following the task's blockers and dependencies leads back to it. */
export async function waitsForItself(tx: Database, taskId: string): Promise<boolean> {
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
  return !!loop;
}
