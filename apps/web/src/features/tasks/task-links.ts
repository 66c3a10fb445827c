import type { BoardTask } from '@teamboard/shared';

/** A task's two lists of other tasks of its board. */
export type TaskLinkKind = 'blockers' | 'dependencies';

export const TASK_LINK_KINDS: readonly TaskLinkKind[] = ['blockers', 'dependencies'];

export const TASK_LINK_NAMES: Record<TaskLinkKind, { legend: string; noun: string }> = {
  blockers: { legend: 'Blockers', noun: 'blocker' },
  dependencies: { legend: 'Dependencies', noun: 'dependency' },
};

/** How a linked task reads on its chip: "WEB-3 Write copy". */
export function taskLinkLabel(task: Pick<BoardTask, 'taskId' | 'title'>): string {
  return `${task.taskId} ${task.title}`;
}

const byTaskKey = (a: BoardTask, b: BoardTask) =>
  a.taskId.localeCompare(b.taskId, undefined, { numeric: true });

/**
 * The board's tasks `task` may still link to under `kind`, matching `query` (case-insensitive,
 * on the task key, the Jira key or the title): never the task itself nor one already linked. Nothing for an
 * empty query; at most `limit`, in task key order.
 */
export function taskLinkCandidates(
  tasks: BoardTask[],
  task: BoardTask,
  kind: TaskLinkKind,
  query: string,
  limit = 8,
): BoardTask[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const linked = new Set(task[kind]);
  return tasks
    .filter((other) => other._id !== task._id && !linked.has(other._id))
    .filter(
      (other) =>
        other.taskId.toLowerCase().includes(needle) ||
        !!other.externalKey?.toLowerCase().includes(needle) ||
        other.title.toLowerCase().includes(needle),
    )
    .sort(byTaskKey)
    .slice(0, limit);
}
