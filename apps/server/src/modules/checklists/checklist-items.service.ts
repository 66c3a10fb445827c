import {
  MAX_CHECKLIST_ITEMS,
  type ChecklistItem,
  type CreateChecklistItemInput,
  type UpdateChecklistItemInput,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { BoardRow, ChecklistItemRow } from '../../db/schema/index';
import type { Initiator } from '../../events/board-events';
import { badRequest, conflict } from '../../http/app-error';
import { boardViewersAmong, type BoardAccess } from '../boards/board.policy';
import { recordTaskActivity } from '../tasks/task-activity.repo';
import type { ChecklistAccess, ChecklistItemAccess } from './checklist.policy';
import { presentChecklistItem } from './checklist.presenter';
import { announceChecklists } from './checklists.service';
import {
  deleteItemRow,
  insertItem,
  updateItem,
  type ChecklistItemChanges,
} from './checklists.repo';

/** An item is assigned, as a task is, only to someone who can see the board. */
async function assertAssignable(
  db: Database,
  board: BoardRow,
  assigneeId: string | null | undefined,
): Promise<void> {
  if (!assigneeId) return;
  if ((await boardViewersAmong(db, board, [assigneeId])).has(assigneeId)) return;
  throw badRequest('The assignee must be someone who can see this board', [
    { field: 'assigneeId', message: 'Not on this board' },
  ]);
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/** A new item at the end of the checklist; past MAX_CHECKLIST_ITEMS, 409. */
export async function addItem(
  ctx: AppContext,
  { checklist, task, access }: ChecklistAccess,
  input: CreateChecklistItemInput,
  initiator: Initiator,
): Promise<ChecklistItem> {
  await assertAssignable(ctx.db, access.board, input.assigneeId);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertItem(
      tx,
      {
        checklistId: checklist.id,
        taskId: task.id,
        title: input.title,
        assigneeId: input.assigneeId ?? null,
        dueDate: dateOrNull(input.dueDate),
      },
      MAX_CHECKLIST_ITEMS,
    );
    if (!created) throw conflict(`A checklist can have at most ${MAX_CHECKLIST_ITEMS} items`);
    await announceChecklists(tx, initiator, task);
    return created;
  });
  return presentChecklistItem(row);
}

/** The row's changes: ticking records who did it and when, unticking forgets both. */
function itemChanges(
  item: ChecklistItemRow,
  changes: UpdateChecklistItemInput,
  access: BoardAccess,
  now: Date,
): ChecklistItemChanges {
  const { dueDate, done, ...rest } = changes;
  const ticked = done !== undefined && done !== item.done;
  return {
    ...rest,
    ...(dueDate !== undefined ? { dueDate: dateOrNull(dueDate) } : {}),
    ...(ticked ? { done, doneBy: done ? access.user.id : null, doneAt: done ? now : null } : {}),
  };
}

/** Changes an item: its text, done, place, assignee or due date. */
export async function changeItem(
  ctx: AppContext,
  { item, task, access }: ChecklistItemAccess,
  changes: UpdateChecklistItemInput,
  initiator: Initiator,
): Promise<ChecklistItem> {
  await assertAssignable(ctx.db, access.board, changes.assigneeId);
  const written = itemChanges(item, changes, access, ctx.clock.now());
  // Ticking a ticked item (two people at once) changes nothing, and keeps who ticked it first.
  if (Object.keys(written).length === 0) return presentChecklistItem(item);
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateItem(tx, item.id, written);
    if (updated.done !== item.done)
      await recordTaskActivity(tx, {
        taskId: task.id,
        actorId: access.user.id,
        type: updated.done ? 'checklist_item_completed' : 'checklist_item_reopened',
        data: { item: updated.title },
      });
    await announceChecklists(tx, initiator, task);
    return updated;
  });
  return presentChecklistItem(row);
}

/** Deletes an item. */
export async function removeItem(
  ctx: AppContext,
  { item, task }: ChecklistItemAccess,
  initiator: Initiator,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await deleteItemRow(tx, item.id);
    await announceChecklists(tx, initiator, task);
  });
}
