import type { Board, PublicUser, BoardTask, TaskLabel } from '@teamboard/shared';
import { taskLabelChoices, taskLabelName } from '../boards/task-label-choices';
import { COMPLEXITY_OPTIONS, PRIORITY_OPTIONS } from '../tasks/task-labels';
import type { FilterKind } from './board-filters';
import { DUE_DATE_BUCKETS, DUE_DATE_BUCKET_NAMES } from './due-date-bucket';

export interface FilterOption {
  value: string;
  label: string;
}

export const FILTER_KIND_NAMES: Record<FilterKind, string> = {
  members: 'Members',
  labels: 'Labels',
  priority: 'Priority',
  complexity: 'Complexity',
  dueDates: 'Due date',
  blockers: 'Blocked by',
  dependencies: 'Depends on',
};

const levels = (options: readonly (readonly [number, string])[]): FilterOption[] =>
  options.map(([value, label]) => ({ value: String(value), label }));

/** The board's members and anyone a task names (assignee or member), by name. */
function memberOptions(board: Board, tasks: BoardTask[]): FilterOption[] {
  const people = new Map<string, PublicUser>();
  for (const { user } of board.members) people.set(user._id, user);
  for (const task of tasks) {
    for (const user of [...task.assignees, ...task.members]) people.set(user._id, user);
  }
  return [...people.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((user) => ({ value: user._id, label: user.name }));
}

/**
 * The board's labels and any other a task carries (its workspace's), board ones first, by name.
 */
function labelOptions(board: Board, tasks: BoardTask[]): FilterOption[] {
  const labels = new Map<string, TaskLabel>();
  for (const label of taskLabelChoices(board.labels, [])) labels.set(label._id, label);
  for (const task of tasks) for (const label of task.labels) labels.set(label._id, label);
  return [...labels.values()]
    .sort((a, b) => a.scope.localeCompare(b.scope) || a.name.localeCompare(b.name))
    .map((label) => ({ value: label._id, label: taskLabelName(label) }));
}

/** The tasks that block (or that are depended on by) some task of the board, by task key. */
function linkedTaskOptions(tasks: BoardTask[], kind: 'blockers' | 'dependencies'): FilterOption[] {
  const linked = new Set(tasks.flatMap((task) => task[kind]));
  return tasks
    .filter((task) => linked.has(task._id))
    .sort((a, b) => a.taskId.localeCompare(b.taskId, undefined, { numeric: true }))
    .map((task) => ({ value: task._id, label: `${task.taskId} ${task.title}` }));
}

/** What a kind's filter offers to pick from on this board. */
export function filterOptions(kind: FilterKind, board: Board, tasks: BoardTask[]): FilterOption[] {
  switch (kind) {
    case 'members':
      return memberOptions(board, tasks);
    case 'labels':
      return labelOptions(board, tasks);
    case 'priority':
      return levels(PRIORITY_OPTIONS);
    case 'complexity':
      return levels(COMPLEXITY_OPTIONS);
    case 'dueDates':
      return DUE_DATE_BUCKETS.map((bucket) => ({
        value: bucket,
        label: DUE_DATE_BUCKET_NAMES[bucket],
      }));
    case 'blockers':
    case 'dependencies':
      return linkedTaskOptions(tasks, kind);
  }
}
