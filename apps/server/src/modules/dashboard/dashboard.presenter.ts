import {
  DASHBOARD_DUE_BUCKETS,
  type DashboardTask,
  type DueBuckets,
} from '@teamboard/shared/dashboard';
import type { MyTaskRow } from './my-tasks.repo';

/** A timestamp from a raw statement (a Date from one driver, a string from another) in ISO. */
export const isoOf = (value: Date | string): string => new Date(value).toISOString();

function presentTask(row: MyTaskRow): DashboardTask {
  return {
    _id: row.id,
    taskId: `${row.board_key}-${String(row.number)}`,
    title: row.title,
    priority: row.priority,
    dueDate: row.due_date === null ? null : isoOf(row.due_date),
    board: { _id: row.board_id, title: row.board_title },
    workspace: { _id: row.workspace_id, name: row.workspace_name, url: row.workspace_url },
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
