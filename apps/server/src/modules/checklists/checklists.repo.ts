import type { ChecklistProgress } from '@teamboard/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  checklistItems,
  checklists,
  tasks,
  type ChecklistItemRow,
  type ChecklistRow,
} from '../../db/schema/index';

/** Room left after the last of a list: new checklists and items go at the end. */
const POSITION_STEP = 1024;

export type NewChecklist = Pick<ChecklistRow, 'taskId' | 'title'>;
export type ChecklistChanges = Partial<Pick<ChecklistRow, 'title' | 'position'>>;
export type NewChecklistItem = Pick<
  ChecklistItemRow,
  'checklistId' | 'taskId' | 'title' | 'assigneeId' | 'dueDate'
>;
export type ChecklistItemChanges = Partial<
  Pick<
    ChecklistItemRow,
    'title' | 'done' | 'position' | 'assigneeId' | 'dueDate' | 'doneBy' | 'doneAt'
  >
>;

/** Rows listed under a parent row: the parent's id, the column pointing at it, their position. */
interface ListUnder {
  parent: PgColumn;
  child: PgColumn;
  position: PgColumn;
}

/**
 * The position after the last row under `parentId`, or undefined when there are already `max`.
 * The parent's row is locked first, so two adds at once cannot both pass the count.
 */
async function positionAtEnd(
  tx: Database,
  list: ListUnder,
  parentId: string,
  max: number,
): Promise<number | undefined> {
  await tx
    .select({ id: list.parent })
    .from(list.parent.table)
    .where(eq(list.parent, parentId))
    .for('update');
  const [counted] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number | null>`max(${list.position})`,
    })
    .from(list.child.table)
    .where(eq(list.child, parentId));
  if ((counted?.count ?? 0) >= max) return undefined;
  return (counted?.last ?? 0) + POSITION_STEP;
}

/** A task's checklists and their items, each in position order. */
export async function checklistsOfTask(
  db: Database,
  taskId: string,
): Promise<{ lists: ChecklistRow[]; items: ChecklistItemRow[] }> {
  const lists = await db
    .select()
    .from(checklists)
    .where(eq(checklists.taskId, taskId))
    .orderBy(asc(checklists.position), asc(checklists.id));
  const items = await db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.taskId, taskId))
    .orderBy(asc(checklistItems.position), asc(checklistItems.id));
  return { lists, items };
}

/** The items of one checklist, in position order. */
export async function itemsOfChecklist(
  db: Database,
  checklistId: string,
): Promise<ChecklistItemRow[]> {
  return db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, checklistId))
    .orderBy(asc(checklistItems.position), asc(checklistItems.id));
}

/**
 * Adds a checklist at the end of the task's, unless the task already has `max`: answers undefined
 * then.
 */
export async function insertChecklist(
  tx: Database,
  values: NewChecklist,
  max: number,
): Promise<ChecklistRow | undefined> {
  const list = { parent: tasks.id, child: checklists.taskId, position: checklists.position };
  const position = await positionAtEnd(tx, list, values.taskId, max);
  if (position === undefined) return undefined;
  const [row] = await tx
    .insert(checklists)
    .values({ ...values, position })
    .returning();
  return row;
}

export async function updateChecklist(
  tx: Database,
  id: string,
  changes: ChecklistChanges,
): Promise<ChecklistRow> {
  const [row] = await tx.update(checklists).set(changes).where(eq(checklists.id, id)).returning();
  if (!row) throw new Error(`checklist ${id} vanished while changing it`);
  return row;
}

export async function deleteChecklistRow(tx: Database, id: string): Promise<void> {
  await tx.delete(checklists).where(eq(checklists.id, id));
}

/**
 * Adds an item at the end of its checklist, unless it already holds `max`: answers undefined
 * then.
 */
export async function insertItem(
  tx: Database,
  values: NewChecklistItem,
  max: number,
): Promise<ChecklistItemRow | undefined> {
  const list = {
    parent: checklists.id,
    child: checklistItems.checklistId,
    position: checklistItems.position,
  };
  const position = await positionAtEnd(tx, list, values.checklistId, max);
  if (position === undefined) return undefined;
  const [row] = await tx
    .insert(checklistItems)
    .values({ ...values, position })
    .returning();
  return row;
}

export async function updateItem(
  tx: Database,
  id: string,
  changes: ChecklistItemChanges,
): Promise<ChecklistItemRow> {
  const [row] = await tx
    .update(checklistItems)
    .set(changes)
    .where(eq(checklistItems.id, id))
    .returning();
  if (!row) throw new Error(`checklist item ${id} vanished while changing it`);
  return row;
}

export async function deleteItemRow(tx: Database, id: string): Promise<void> {
  await tx.delete(checklistItems).where(eq(checklistItems.id, id));
}

/** A task's checklist progress as its card shows it: items done of all items. */
export async function progressOfTask(db: Database, taskId: string): Promise<ChecklistProgress> {
  const [row] = await db
    .select({
      done: sql<number>`(count(*) filter (where ${checklistItems.done}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(checklistItems)
    .where(eq(checklistItems.taskId, taskId));
  return { done: row?.done ?? 0, total: row?.total ?? 0 };
}
