import type { CreateTaskInput, PositionInput, Task, TaskFields } from '@teamboard/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rawRows } from '../../db/raw-rows';
import { boards, tasks, type TaskRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import type { BoardAccess } from '../boards/board.policy';
import { recordTaskActivity } from './task-activity';
import { parseTask, taskDocument, taskJson } from './task-json';
import { placeInColumn, rebalanceColumn, type Rebalance } from './task-position';
import { assertReferences } from './task-references';
import { writeRelations } from './task-relations';

export const taskNotFound = () => notFound('Task not found');

export interface PlacedTask {
  taskId: string;
  rebalanced: Rebalance | null;
}

export interface MovedTask {
  task: Task;
  rebalanced: Rebalance | null;
}

const RELATION_FIELDS = ['assignees', 'members', 'labels', 'blockers', 'dependencies'] as const;

function scalarFields(fields: TaskFields) {
  const {
    assignees: _assignees,
    members: _members,
    labels: _labels,
    blockers: _blockers,
    dependencies: _dependencies,
    dueDate,
    ...rest
  } = fields;
  return {
    ...rest,
    ...(dueDate !== undefined ? { dueDate: dueDate === null ? null : new Date(dueDate) } : {}),
  };
}

/** Names of the fields this update really changes, for the task's history. */
function changedFields(task: TaskRow, fields: TaskFields): string[] {
  const scalars = scalarFields(fields);
  const changed = Object.entries(scalars)
    .filter(([key, value]) => {
      const before: unknown = task[key as keyof TaskRow];
      if (before instanceof Date || value instanceof Date)
        return (before as Date | null)?.getTime() !== (value as Date | null)?.getTime();
      return before !== value;
    })
    .map(([key]) => key);
  return [...changed, ...RELATION_FIELDS.filter((key) => fields[key] !== undefined)];
}

/** Creates a task with the board's next number (WR-7) at the given place in its column. */
export async function createTask(
  ctx: AppContext,
  access: BoardAccess,
  input: CreateTaskInput,
): Promise<PlacedTask> {
  await assertReferences(ctx.db, access, input.fields, null);
  return ctx.db.transaction(async (tx) => {
    const placed = await placeInColumn(
      tx,
      access.board.id,
      input.columnId,
      input.position ?? 'bottom',
      null,
    );
    const [counter] = await tx
      .update(boards)
      .set({ taskCounter: sql`${boards.taskCounter} + 1`, updatedAt: sql`now()` })
      .where(eq(boards.id, access.board.id))
      .returning({ number: boards.taskCounter });
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
      .returning({ id: tasks.id });
    if (!task) throw new Error('insert into tasks returned no row');
    await writeRelations(tx, access.board.id, task.id, input.fields);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'task_created',
    });
    const rebalanced = placed.crowded ? await rebalanceColumn(tx, input.columnId) : null;
    return { taskId: task.id, rebalanced };
  });
}

export async function updateTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  fields: TaskFields,
): Promise<void> {
  await assertReferences(ctx.db, access, fields, task.id);
  const changed = changedFields(task, fields);
  if (changed.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(tasks)
      .set({ ...scalarFields(fields), updatedAt: sql`now()` })
      .where(eq(tasks.id, task.id))
      .returning({ id: tasks.id });
    if (updated.length === 0) throw taskNotFound();
    await writeRelations(tx, access.board.id, task.id, fields);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'task_updated',
      data: { fields: changed },
    });
  });
}

/**
 * Moves a task to a place in a column of the same board. One row is written unless the
 * neighbours are too close, when the column is renumbered and the new positions returned.
 * On this hot path one statement writes the row, the history line (for a change of column)
 * and answers with the task as the API shows it.
 */
export async function moveTask(
  ctx: AppContext,
  access: BoardAccess,
  task: TaskRow,
  columnId: string,
  position: PositionInput,
): Promise<MovedTask> {
  return ctx.db.transaction(async (tx) => {
    const placed = await placeInColumn(tx, access.board.id, columnId, position, task.id);
    const [moved] = await rawRows<{ json: string }>(
      tx,
      sql`
      with moved as (
        update tasks as t set column_id = ${columnId}, position = ${placed.position}, updated_at = now()
        from boards b where t.id = ${task.id} and b.id = t.board_id
        returning t.id, ${taskDocument}::text as json),
      logged as (
        insert into task_activity (task_id, actor_id, type, data)
        select moved.id, ${access.user.id}, 'task_moved',
          jsonb_build_object('fromColumn', source.title, 'toColumn', ${placed.columnTitle}::text)
        from moved join columns source on source.id = ${task.columnId}
        where source.id <> ${columnId})
      select json from moved`,
    );
    if (!moved) throw taskNotFound();
    if (!placed.crowded) return { task: parseTask(moved.json), rebalanced: null };
    const rebalanced = await rebalanceColumn(tx, columnId);
    const renumbered = await taskJson(tx, task.id);
    if (!renumbered) throw taskNotFound();
    return { task: renumbered, rebalanced };
  });
}
