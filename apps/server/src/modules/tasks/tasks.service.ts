import {
  canOnBoard,
  type CreateTaskInput,
  type PositionInput,
  type TaskFields,
} from '@teamboard/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import {
  boardLabels,
  boardMembers,
  boards,
  columns,
  taskAssignees,
  taskLabels,
  tasks,
  type TaskRow,
} from '../../db/schema/index';
import { badRequest, notFound } from '../../http/app-error';
import { findMemberRole } from '../workspaces/members.repo';
import type { BoardAccess } from '../boards/board.policy';
import { placeInColumn, rebalanceColumn, type Rebalance } from './task-position';

export const taskNotFound = () => notFound('Task not found');

/** A column id from the client must be a column of this very board. */
async function assertColumnOfBoard(db: Database, columnId: string, boardId: string): Promise<void> {
  const [row] = await db
    .select({ id: columns.id })
    .from(columns)
    .where(and(eq(columns.id, columnId), eq(columns.boardId, boardId)))
    .limit(1);
  if (!row)
    throw badRequest('That column is not on this board', [
      { field: 'columnId', message: 'Unknown column' },
    ]);
}

/** Assignees must be able to see the board; labels must be the board's own. */
async function assertReferences(
  db: Database,
  access: BoardAccess,
  fields: TaskFields,
): Promise<void> {
  for (const userId of fields.assignees ?? []) {
    const workspaceRole = await findMemberRole(db, access.board.workspaceId, userId).catch(
      () => undefined,
    );
    const [boardRole] = await db
      .select({ role: boardMembers.role })
      .from(boardMembers)
      .where(and(eq(boardMembers.boardId, access.board.id), eq(boardMembers.userId, userId)));
    if (!workspaceRole || !canOnBoard(workspaceRole, boardRole?.role ?? null, 'board.view')) {
      throw badRequest('Assignees must be people who can see this board', [
        { field: 'assignees', message: 'Not on this board' },
      ]);
    }
  }
  const labelIds = fields.labels ?? [];
  if (labelIds.length === 0) return;
  const found = await db
    .select({ id: boardLabels.id })
    .from(boardLabels)
    .where(and(eq(boardLabels.boardId, access.board.id), inArray(boardLabels.id, labelIds)));
  if (found.length !== new Set(labelIds).size)
    throw badRequest('Labels must belong to this board', [
      { field: 'labels', message: 'Unknown label' },
    ]);
}

async function writeRelations(tx: Database, taskId: string, fields: TaskFields): Promise<void> {
  if (fields.assignees) {
    await tx.delete(taskAssignees).where(eq(taskAssignees.taskId, taskId));
    if (fields.assignees.length > 0)
      await tx
        .insert(taskAssignees)
        .values([...new Set(fields.assignees)].map((userId) => ({ taskId, userId })));
  }
  if (fields.labels) {
    await tx.delete(taskLabels).where(eq(taskLabels.taskId, taskId));
    if (fields.labels.length > 0)
      await tx
        .insert(taskLabels)
        .values([...new Set(fields.labels)].map((labelId) => ({ taskId, labelId })));
  }
}

function scalarFields(fields: TaskFields) {
  const { assignees: _assignees, labels: _labels, dueDate, ...rest } = fields;
  return {
    ...rest,
    ...(dueDate !== undefined ? { dueDate: dueDate === null ? null : new Date(dueDate) } : {}),
  };
}

/** Creates a task with the board's next number (WR-7) at the given place in its column. */
export async function createTask(
  ctx: AppContext,
  access: BoardAccess,
  input: CreateTaskInput,
): Promise<{ task: TaskRow; rebalanced: Rebalance | null }> {
  await assertColumnOfBoard(ctx.db, input.columnId, access.board.id);
  await assertReferences(ctx.db, access, input.fields);
  return ctx.db.transaction(async (tx) => {
    const [counter] = await tx
      .update(boards)
      .set({ taskCounter: sql`${boards.taskCounter} + 1`, updatedAt: sql`now()` })
      .where(eq(boards.id, access.board.id))
      .returning({ number: boards.taskCounter });
    const placed = await placeInColumn(tx, input.columnId, input.position ?? 'bottom', null);
    const [task] = await tx
      .insert(tasks)
      .values({
        ...scalarFields(input.fields),
        title: input.fields.title,
        boardId: access.board.id,
        columnId: input.columnId,
        number: counter?.number ?? 1,
        position: placed.position,
        createdBy: access.user.id,
      })
      .returning();
    if (!task) throw new Error('insert into tasks returned no row');
    await writeRelations(tx, task.id, input.fields);
    const rebalanced = placed.crowded ? await rebalanceColumn(tx, input.columnId) : null;
    return { task: rebalanced ? ((await findTask(tx, task.id)) ?? task) : task, rebalanced };
  });
}

export async function updateTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  fields: TaskFields,
): Promise<TaskRow> {
  await assertReferences(ctx.db, access, fields);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({ ...scalarFields(fields), updatedAt: sql`now()` })
      .where(eq(tasks.id, task.id))
      .returning();
    if (!row) throw taskNotFound();
    await writeRelations(tx, task.id, fields);
    return row;
  });
}

/**
 * Moves a task to a place in a column of the same board. One row is written unless the
 * neighbours are too close, when the column is renumbered and the new positions returned.
 */
export async function moveTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  columnId: string,
  position: PositionInput,
): Promise<{ task: TaskRow; rebalanced: Rebalance | null }> {
  await assertColumnOfBoard(ctx.db, columnId, access.board.id);
  return ctx.db.transaction(async (tx) => {
    const placed = await placeInColumn(tx, columnId, position, task.id);
    const [row] = await tx
      .update(tasks)
      .set({ columnId, position: placed.position, updatedAt: sql`now()` })
      .where(eq(tasks.id, task.id))
      .returning();
    if (!row) throw taskNotFound();
    const rebalanced = placed.crowded ? await rebalanceColumn(tx, columnId) : null;
    return { task: rebalanced ? ((await findTask(tx, task.id)) ?? row) : row, rebalanced };
  });
}

export async function findTask(db: Database, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id)).limit(1);
  return row;
}
