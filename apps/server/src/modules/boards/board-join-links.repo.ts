import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boards, type BoardRow } from '../../db/schema/index';

/** Makes `token` the board's join link, created now; answers the board, undefined if it is gone. */
export async function setJoinToken(
  db: Database,
  boardId: string,
  token: string,
): Promise<BoardRow | undefined> {
  const [row] = await db
    .update(boards)
    .set({ joinToken: token, joinTokenCreatedAt: sql`now()` })
    .where(eq(boards.id, boardId))
    .returning();
  return row;
}

export async function clearJoinToken(db: Database, boardId: string): Promise<void> {
  await db
    .update(boards)
    .set({ joinToken: null, joinTokenCreatedAt: null })
    .where(eq(boards.id, boardId));
}
