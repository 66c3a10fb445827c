import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jiraImports } from '../../db/schema/index';

/*
 * Archiving a board waits for an import into it (the import would go on writing to a read-only
 * board). The board reads the imports table for that one fact rather than importing the Jira
 * import module, which sits above boards.
 */

/** Whether an import into the board is running: its worker still writes to the board. */
export async function importRunningOn(db: Database, boardId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jiraImports.id })
    .from(jiraImports)
    .where(and(eq(jiraImports.boardId, boardId), eq(jiraImports.status, 'running')))
    .limit(1);
  return row !== undefined;
}
