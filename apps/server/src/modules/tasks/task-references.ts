import { canOnBoard, type TaskFields } from '@teamboard/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boardLabels, boardMembers, tasks, workspaceMembers } from '../../db/schema/index';
import { badRequest } from '../../http/app-error';
import type { BoardAccess } from '../boards/board.policy';

/**
 * Everything a task points at must belong to its board: assignees and members must be people
 * who can see the board, labels the board's own, blockers and dependencies other tasks of it.
 */
export async function assertReferences(
  db: Database,
  access: BoardAccess,
  fields: TaskFields,
  taskId: string | null,
): Promise<void> {
  await assertPeople(db, access, fields.assignees, 'assignees');
  await assertPeople(db, access, fields.members, 'members');
  await assertLabels(db, access, fields.labels);
  await assertLinkedTasks(db, access, fields.blockers, 'blockers', taskId);
  await assertLinkedTasks(db, access, fields.dependencies, 'dependencies', taskId);
}

async function assertPeople(
  db: Database,
  access: BoardAccess,
  userIds: string[] | undefined,
  field: 'assignees' | 'members',
): Promise<void> {
  if (!userIds || userIds.length === 0) return;
  const rows = await db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      boardRole: boardMembers.role,
    })
    .from(workspaceMembers)
    .leftJoin(
      boardMembers,
      and(
        eq(boardMembers.boardId, access.board.id),
        eq(boardMembers.userId, workspaceMembers.userId),
      ),
    )
    .where(
      and(
        eq(workspaceMembers.workspaceId, access.board.workspaceId),
        inArray(workspaceMembers.userId, userIds),
      ),
    );
  const seeing = rows.filter((row) => canOnBoard(row.role, row.boardRole, 'board.view'));
  if (seeing.length === new Set(userIds).size) return;
  const label = field === 'assignees' ? 'Assignees' : 'Members';
  throw badRequest(`${label} must be people who can see this board`, [
    { field, message: 'Not on this board' },
  ]);
}

async function assertLabels(
  db: Database,
  access: BoardAccess,
  labelIds: string[] | undefined,
): Promise<void> {
  if (!labelIds || labelIds.length === 0) return;
  const found = await db
    .select({ id: boardLabels.id })
    .from(boardLabels)
    .where(and(eq(boardLabels.boardId, access.board.id), inArray(boardLabels.id, labelIds)));
  if (found.length === new Set(labelIds).size) return;
  throw badRequest('Labels must belong to this board', [
    { field: 'labels', message: 'Unknown label' },
  ]);
}

async function assertLinkedTasks(
  db: Database,
  access: BoardAccess,
  taskIds: string[] | undefined,
  field: 'blockers' | 'dependencies',
  taskId: string | null,
): Promise<void> {
  if (!taskIds || taskIds.length === 0) return;
  const label = field === 'blockers' ? 'Blockers' : 'Dependencies';
  if (taskId !== null && taskIds.includes(taskId))
    throw badRequest(`${label} cannot include the task itself`, [
      { field, message: 'A task cannot wait for itself' },
    ]);
  const found = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.boardId, access.board.id), inArray(tasks.id, taskIds)));
  if (found.length === new Set(taskIds).size) return;
  throw badRequest(`${label} must be tasks of this board`, [{ field, message: 'Unknown task' }]);
}
