import type { PublicUser, Task, TaskLabel } from '@teamboard/shared';
import type { TaskPatch } from './api/update-task';

/** The panel's editable copy of a task; the due date as a date input's yyyy-mm-dd. */
export interface TaskDraft {
  title: string;
  description: string;
  priority: number;
  complexity: number | null;
  dueDate: string;
  labelIds: string[];
  assigneeIds: string[];
  memberIds: string[];
}

export function draftOf(task: Task): TaskDraft {
  return {
    title: task.title,
    description: task.description ?? '',
    priority: task.priority,
    complexity: task.complexity,
    dueDate: task.dueDate ? task.dueDate.slice(0, 10) : '',
    labelIds: task.labels.map((label) => label._id),
    assigneeIds: task.assignees.map((user) => user._id),
    memberIds: task.members.map((user) => user._id),
  };
}

const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Only what changed, as the cache holds it (labels and people as objects). */
export function patchOf(
  task: Task,
  draft: TaskDraft,
  choices: { labels: TaskLabel[]; people: PublicUser[] },
): TaskPatch {
  const before = draftOf(task);
  const patch: TaskPatch = {};
  if (draft.title.trim() !== before.title) patch.title = draft.title.trim();
  if (draft.description !== before.description) patch.description = draft.description || null;
  if (draft.priority !== before.priority) patch.priority = draft.priority;
  if (draft.complexity !== before.complexity) patch.complexity = draft.complexity;
  if (draft.dueDate !== before.dueDate) {
    patch.dueDate = draft.dueDate ? new Date(`${draft.dueDate}T00:00:00Z`).toISOString() : null;
  }
  if (!sameIds(draft.labelIds, before.labelIds)) {
    patch.labels = choices.labels.filter((label) => draft.labelIds.includes(label._id));
  }
  if (!sameIds(draft.assigneeIds, before.assigneeIds)) {
    patch.assignees = choices.people.filter((user) => draft.assigneeIds.includes(user._id));
  }
  if (!sameIds(draft.memberIds, before.memberIds)) {
    patch.members = choices.people.filter((user) => draft.memberIds.includes(user._id));
  }
  return patch;
}

/** Board members and the workspace's internal members (admins, managers, members), once each. */
export function assignablePeople(lists: PublicUser[][]): PublicUser[] {
  const byId = new Map<string, PublicUser>();
  for (const user of lists.flat()) byId.set(user._id, user);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
