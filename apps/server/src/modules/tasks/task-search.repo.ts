import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

/**
 * The ids of a board's tasks whose description contains `text`, ignoring case. strpos, not LIKE:
 * the text is matched as typed, with no wildcard characters to escape. The description is rich
 * text: its words are matched, not its tags (searching "strong" finds no bold text).
 */
/**
 * The stored HTML's words: a block's end parts words (one paragraph from the next), other tags
 * go without a trace ("<strong>Bold</strong> move" reads "Bold move"), and the three entities
 * the sanitiser writes read back.
 */
const wordsOfDescription = sql.raw(
  `replace(replace(replace(regexp_replace(regexp_replace(description, '</(p|h[1-3]|li|pre|blockquote)>|<br[^>]*>', ' ', 'g'), '<[^>]*>', '', 'g'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&')`,
);

export async function taskIdsWithDescriptionContaining(
  db: Database,
  boardId: string,
  text: string,
): Promise<string[]> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`select id from tasks
    where board_id = ${boardId} and strpos(lower(${wordsOfDescription}), lower(${text})) > 0`,
  );
  return rows.map((row) => row.id);
}
