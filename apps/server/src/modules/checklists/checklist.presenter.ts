import type { Checklist, ChecklistItem } from '@teamboard/shared';
import type { ChecklistItemRow, ChecklistRow } from '../../db/schema/index';

export function presentChecklistItem(row: ChecklistItemRow): ChecklistItem {
  return {
    _id: row.id,
    checklistId: row.checklistId,
    title: row.title,
    done: row.done,
    position: row.position,
    assigneeId: row.assigneeId,
    dueDate: row.dueDate?.toISOString() ?? null,
    doneBy: row.doneBy,
    doneAt: row.doneAt?.toISOString() ?? null,
  };
}

/** A checklist with its items (already in position order; others' items are left out). */
export function presentChecklist(row: ChecklistRow, items: ChecklistItemRow[]): Checklist {
  return {
    _id: row.id,
    taskId: row.taskId,
    title: row.title,
    position: row.position,
    items: items.filter((item) => item.checklistId === row.id).map(presentChecklistItem),
  };
}
