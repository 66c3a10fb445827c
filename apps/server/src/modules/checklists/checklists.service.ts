import {
  MAX_CHECKLISTS_PER_TASK,
  type Checklist,
  type CreateChecklistInput,
  type UpdateChecklistInput,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { TaskRow } from '../../db/schema/index';
import { announce, type Initiator } from '../../events/board-events';
import { conflict } from '../../http/app-error';
import type { TaskAccess } from '../boards/board.policy';
import { recordTaskActivity } from '../tasks/task-activity.repo';
import type { ChecklistAccess } from './checklist.policy';
import { presentChecklist } from './checklist.presenter';
import {
  checklistsOfTask,
  deleteChecklistRow,
  insertChecklist,
  itemsOfChecklist,
  progressOfTask,
  updateChecklist,
} from './checklists.repo';

/**
 * Tells the task's board that its checklists changed, with the card's new progress, from inside
 * the writing transaction (sent when it commits).
 */
export async function announceChecklists(
  tx: Database,
  initiator: Initiator,
  task: TaskRow,
): Promise<void> {
  const checklist = await progressOfTask(tx, task.id);
  await announce(tx, initiator, task.boardId, 'CHECKLIST_UPDATED', { taskId: task.id, checklist });
}

/** A task's checklists with their items, each in order. */
export async function listChecklists(ctx: AppContext, task: TaskRow): Promise<Checklist[]> {
  const { lists, items } = await checklistsOfTask(ctx.db, task.id);
  return lists.map((row) => presentChecklist(row, items));
}

/** A new, empty checklist at the end of the task's; past MAX_CHECKLISTS_PER_TASK, 409. */
export async function addChecklist(
  ctx: AppContext,
  { task, access }: Pick<TaskAccess, 'task' | 'access'>,
  input: CreateChecklistInput,
  initiator: Initiator,
): Promise<Checklist> {
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertChecklist(
      tx,
      { taskId: task.id, title: input.title },
      MAX_CHECKLISTS_PER_TASK,
    );
    if (!created) throw conflict(`A task can have at most ${MAX_CHECKLISTS_PER_TASK} checklists`);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'checklist_added',
      data: { checklist: created.title },
    });
    await announceChecklists(tx, initiator, task);
    return created;
  });
  return presentChecklist(row, []);
}

/** Renames a checklist or moves it among the task's. */
export async function changeChecklist(
  ctx: AppContext,
  { checklist, task }: ChecklistAccess,
  changes: UpdateChecklistInput,
  initiator: Initiator,
): Promise<Checklist> {
  if (Object.keys(changes).length === 0)
    return presentChecklist(checklist, await itemsOfChecklist(ctx.db, checklist.id));
  const { row, items } = await ctx.db.transaction(async (tx) => {
    const updated = await updateChecklist(tx, checklist.id, changes);
    await announceChecklists(tx, initiator, task);
    return { row: updated, items: await itemsOfChecklist(tx, checklist.id) };
  });
  return presentChecklist(row, items);
}

/** Deletes a checklist and its items; the task's history keeps its title. */
export async function removeChecklist(
  ctx: AppContext,
  { checklist, task, access }: ChecklistAccess,
  initiator: Initiator,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await deleteChecklistRow(tx, checklist.id);
    await recordTaskActivity(tx, {
      taskId: task.id,
      actorId: access.user.id,
      type: 'checklist_deleted',
      data: { checklist: checklist.title },
    });
    await announceChecklists(tx, initiator, task);
  });
}
