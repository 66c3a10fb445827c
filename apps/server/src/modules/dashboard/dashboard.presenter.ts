import {
  DASHBOARD_DUE_BUCKETS,
  type DashboardChecklistItems,
  type DashboardTask,
  type DueBuckets,
} from '@teamboard/shared/dashboard';
import type { MyChecklistItemRow } from './my-checklist-items.repo';
import type { MyTaskRow } from './my-tasks.repo';

/** A timestamp from a raw statement (a Date from one driver, a string from another) in ISO. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : isoOf(value);

/** A task's key ("WEB-12"): its board's key and its number. */
const taskKey = (boardKey: string, number: number) => `${boardKey}-${String(number)}`;

type WhereRow = Pick<
  MyTaskRow,
  'board_id' | 'board_title' | 'workspace_id' | 'workspace_name' | 'workspace_url'
>;

/** The board and workspace a dashboard line lives in. */
const whereOf = (row: WhereRow) => ({
  board: { _id: row.board_id, title: row.board_title },
  workspace: { _id: row.workspace_id, name: row.workspace_name, url: row.workspace_url },
});

function presentTask(row: MyTaskRow): DashboardTask {
  return {
    _id: row.id,
    taskId: taskKey(row.board_key, row.number),
    title: row.title,
    priority: row.priority,
    dueDate: isoOrNull(row.due_date),
    ...whereOf(row),
  };
}

/** The rows of myOpenTasks as the five buckets, every bucket present (empty ones too). */
export function presentDueBuckets(rows: MyTaskRow[]): DueBuckets {
  const buckets = Object.fromEntries(
    DASHBOARD_DUE_BUCKETS.map((bucket) => [bucket, { total: 0, tasks: [] as DashboardTask[] }]),
  ) as DueBuckets;
  for (const row of rows) {
    const bucket = buckets[row.bucket];
    bucket.total = row.total;
    bucket.tasks.push(presentTask(row));
  }
  return buckets;
}

/** The rows of myOpenChecklistItems, with their count (none when there are no rows). */
export function presentChecklistItems(rows: MyChecklistItemRow[]): DashboardChecklistItems {
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      dueDate: isoOrNull(row.due_date),
      checklist: { _id: row.checklist_id, title: row.checklist_title },
      task: {
        _id: row.task_id,
        taskId: taskKey(row.board_key, row.task_number),
        title: row.task_title,
      },
      ...whereOf(row),
    })),
  };
}
