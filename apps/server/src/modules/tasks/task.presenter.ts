import { taskSchema, type Task } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { taskNotFound } from './task-errors';
import { taskJson } from './task-json.repo';

/**
 * One task as the API shows it; 404 when it is gone. Read inside a writing transaction, it is
 * exactly what that transaction committed (the response and the board event agree).
 */
export async function presentTask(db: Database, taskId: string): Promise<Task> {
  const json = await taskJson(db, taskId);
  if (json === undefined) throw taskNotFound();
  return parseTask(json);
}

/** The Task JSON PostgreSQL wrote (task-json.repo.ts), checked against the contract. */
export function parseTask(json: string): Task {
  return taskSchema.parse(JSON.parse(json));
}
