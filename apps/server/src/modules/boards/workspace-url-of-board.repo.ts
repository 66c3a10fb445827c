import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boards, workspaces } from '../../db/schema/index';

/** The URL of the board's workspace, for links to the board; undefined if the board is gone. */
export async function workspaceUrlOfBoard(
  db: Database,
  boardId: string,
): Promise<string | undefined> {
  const [place] = await db
    .select({ url: workspaces.url })
    .from(boards)
    .innerJoin(workspaces, eq(workspaces.id, boards.workspaceId))
    .where(eq(boards.id, boardId));
  return place?.url;
}
