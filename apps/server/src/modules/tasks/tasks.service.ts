import type { CreateTaskInput, Rebalance, TaskFields } from '@teamboard/shared';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { boards, tasks, type TaskRow } from '../../db/schema/index';
import type { BoardAccess } from '../boards/board.policy';
import { recordTaskActivity } from './task-activity';
import { lockColumn, placeInColumn, renumberColumn } from './task-position';
import { taskNotFound } from './task-errors';
import { assertReferences } from './task-references';
import { writeRelations } from './task-relations';

export interface PlacedTask {
  taskId: string;
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
    await lockColumn(tx, access.board.id, input.columnId);
    const placed = await placeInColumn(tx, input.columnId, input.position ?? 'bottom', null);
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
        // A crowded place is taken by renumbering below; until then the task waits at the end.
        position: placed.crowded ? Number.MAX_VALUE : placed.position,
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
    const rebalanced = placed.crowded
      ? await renumberColumn(tx, input.columnId, { taskId: task.id, position: placed.position })
      : null;
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
      .set({ ...scalarFields(fields), updatedAt: sql`clock_timestamp()` })
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
