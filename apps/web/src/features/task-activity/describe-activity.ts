import type { TaskActivity } from '@teamboard/shared';

/** How an updated field reads in "Ana changed priority, due date". */
const FIELD_NAMES: Record<string, string> = {
  title: 'title',
  description: 'description',
  priority: 'priority',
  complexity: 'complexity',
  dueDate: 'due date',
  cover: 'cover',
  assignees: 'assignees',
  members: 'members',
  labels: 'labels',
  blockers: 'blockers',
  dependencies: 'dependencies',
};

/** A field this list does not know yet still reads: "startDate" → "start date". */
function fieldName(field: string): string {
  return FIELD_NAMES[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** One line of a task's history as a sentence, e.g. "Ana moved this task from To Do to Done". */
export function describeActivity(activity: TaskActivity): string {
  const actor = activity.actor?.name ?? 'Someone';
  switch (activity.type) {
    case 'task_created':
      if (activity.form !== undefined) return `Created by form ${activity.form}`;
      return `${actor} created this task`;
    case 'task_updated': {
      const fields = activity.fields ?? [];
      return fields.length > 0
        ? `${actor} changed ${fields.map(fieldName).join(', ')}`
        : `${actor} updated this task`;
    }
    case 'task_moved': {
      const { fromColumn, toColumn } = activity;
      if (fromColumn && toColumn && fromColumn !== toColumn) {
        return `${actor} moved this task from ${fromColumn} to ${toColumn}`;
      }
      if (toColumn) return `${actor} moved this task within ${toColumn}`;
      return `${actor} moved this task`;
    }
    case 'comment_added':
      return `${actor} commented`;
    case 'comment_deleted':
      return `${actor} deleted a comment`;
    case 'checklist_added':
      return `${actor} added the checklist ${activity.checklist ?? ''}`.trimEnd();
    case 'checklist_deleted':
      return `${actor} deleted the checklist ${activity.checklist ?? ''}`.trimEnd();
    case 'checklist_item_completed':
      return `${actor} completed ${activity.item ?? 'a checklist item'}`;
    case 'checklist_item_reopened':
      return `${actor} reopened ${activity.item ?? 'a checklist item'}`;
    case 'checklist_item_converted':
      return `${actor} turned ${activity.item ?? 'a checklist item'} into a task`;
    case 'attachment_added':
      return `${actor} attached ${activity.attachment ?? 'a file'}`;
    case 'attachment_deleted':
      return `${actor} deleted the attachment ${activity.attachment ?? ''}`.trimEnd();
  }
}
