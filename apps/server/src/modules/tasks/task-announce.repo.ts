import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { announceInStatement, type Initiator } from '../../events/board-events';
import { taskDocument } from './task.json.repo';

/**
 * Announces TASK_UPDATED with the whole task as this transaction now holds it, in one statement:
 * PostgreSQL builds the task's JSON and publishes it, nothing is read into Node. For a change
 * that shows only on the task's card (a new comment count) and answers no task itself.
 */
export async function announceTaskUpdated(
  db: Database,
  initiator: Initiator,
  taskId: string,
): Promise<void> {
  const payload = sql`'{"task":' || ${taskDocument}::text || '}'`;
  await db.execute(sql`
    select ${announceInStatement(initiator, sql`t.board_id`, 'TASK_UPDATED', payload)}
    from tasks t join boards b on b.id = t.board_id
    where t.id = ${taskId}`);
}
