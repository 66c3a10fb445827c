import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * The ids of a board's tasks whose description contains `text`, ignoring case. strpos, not LIKE:
 * the text is matched as typed, with no wildcard characters to escape.
 */
export async function taskIdsWithDescriptionContaining(
  db: Database,
  boardId: string,
  text: string,
): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select id from tasks
    where board_id = ${boardId} and strpos(lower(description), lower(${text})) > 0`,
  );
  return rows.map((row) => row.id);
}
