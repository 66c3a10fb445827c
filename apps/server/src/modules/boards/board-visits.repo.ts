import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Records that the user opened the board at `at` (the workspace home's recent boards). A visit
 * stored less than a minute before is left as it is: reloads and refetches write nothing.
 */
export async function recordBoardVisit(
  db: Database,
  userId: string,
  boardId: string,
  at: Date,
): Promise<void> {
  await db.execute(sql`
    insert into board_visits (user_id, board_id, visited_at)
    values (${userId}, ${boardId}, ${at.toISOString()}::timestamptz)
    on conflict (user_id, board_id) do update set visited_at = excluded.visited_at
    where board_visits.visited_at <= excluded.visited_at - interval '1 minute'`);
}
