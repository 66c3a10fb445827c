import { taskSchema, type Task } from '@teamboard/shared';

/** The Task JSON PostgreSQL wrote (task.json.repo.ts), checked against the contract. */
export function parseTask(json: string): Task {
  return taskSchema.parse(JSON.parse(json));
}
