import type { BoardTask, Column } from '@teamboard/shared';
import { isFiltering, FILTER_KINDS, type BoardFilters, type FilterKind } from './board-filters';
import { dueDateBucket } from './due-date-bucket';

/** The values of `kind` a task has, compared with the filter's values. */
function valuesOf(
  task: BoardTask,
  kind: FilterKind,
  now: Date,
  doneColumns: ReadonlySet<string>,
): readonly string[] {
  switch (kind) {
    case 'members':
      return [...task.assignees, ...task.members].map((user) => user._id);
    case 'labels':
      return task.labels.map((label) => label._id);
    case 'priority':
      return [String(task.priority)];
    case 'complexity':
      return task.complexity === null ? [] : [String(task.complexity)];
    case 'dueDates':
      return dueDateValues(task, now, doneColumns);
    case 'blockers':
      return task.blockers;
    case 'dependencies':
      return task.dependencies;
  }
}

/** The board's done columns, for `taskMatcher`. */
export function doneColumnsOf(columns: readonly Column[] | undefined): ReadonlySet<string> {
  return new Set((columns ?? []).filter((column) => column.isDone).map((column) => column._id));
}

/** A task past its due date in a done column is finished, not overdue: it has no bucket then. */
function dueDateValues(task: BoardTask, now: Date, doneColumns: ReadonlySet<string>) {
  const bucket = dueDateBucket(task.dueDate, now);
  return bucket === 'overdue' && doneColumns.has(task.columnId) ? [] : [bucket];
}

/**
 * Search: a case-insensitive substring of the title, task key or Jira key, or a task the server found the
 * text in the description of (`descriptionMatches`).
 */
function searchMatcher(
  search: string,
  descriptionMatches: ReadonlySet<string>,
): (task: BoardTask) => boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return () => true;
  return (task) =>
    task.title.toLowerCase().includes(needle) ||
    task.taskId.toLowerCase().includes(needle) ||
    !!task.externalKey?.toLowerCase().includes(needle) ||
    descriptionMatches.has(task._id);
}

/**
 * Whether a task passes every filter: the search, and each kind with values, where "is" wants one
 * of the task's values listed (members: an assignee or a member; blockers and dependencies: any
 * of the task's) and "is not" wants none listed. Due dates are bucketed from `now`; tasks in
 * `doneColumns` are never overdue.
 */
export function taskMatcher(
  filters: BoardFilters,
  now: Date,
  descriptionMatches: ReadonlySet<string> = new Set(),
  doneColumns: ReadonlySet<string> = new Set(),
): (task: BoardTask) => boolean {
  if (!isFiltering(filters)) return () => true;
  const search = searchMatcher(filters.search, descriptionMatches);
  const kinds = FILTER_KINDS.filter((kind) => filters.kinds[kind].values.length > 0).map(
    (kind) => ({ kind, wanted: new Set(filters.kinds[kind].values), ...filters.kinds[kind] }),
  );
  return (task) =>
    search(task) &&
    kinds.every(({ kind, wanted, negated }) => {
      const listed = valuesOf(task, kind, now, doneColumns).some((value) => wanted.has(value));
      return negated ? !listed : listed;
    });
}
