import type { TaskActivityType } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { taskActivity, type TaskActivityRow } from '../../db/schema/index';

export interface TaskActivityEntry {
  taskId: string;
  actorId: string;
  type: TaskActivityType;
  data?: TaskActivityRow['data'];
}

/** Appends to a task's history; call it inside the transaction that makes the change. */
export async function recordTaskActivity(tx: Database, entry: TaskActivityEntry): Promise<void> {
  await tx.insert(taskActivity).values({ ...entry, data: entry.data ?? {} });
}
