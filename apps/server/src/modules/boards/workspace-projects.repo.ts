import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boardMembers, boards, folders, taskActivity, tasks } from '../../db/schema/index';

/**
 * Every board of a workspace with its folder and figures, in one statement: each count and the
 * latest task history line come from the boards' own indexes (board members by primary key,
 * tasks by board, task history by board and date).
 */
export async function workspaceProjectRows(db: Database, workspaceId: string) {
  return db
    .select({
      board: boards,
      folder: { id: folders.id, name: folders.name },
      memberCount: sql<number>`(select count(*)::int from ${boardMembers} where ${boardMembers.boardId} = ${boards.id})`,
      taskCount: sql<number>`(select count(*)::int from ${tasks} where ${tasks.boardId} = ${boards.id})`,
      lastActivityAt:
        sql<Date>`greatest(${boards.updatedAt}, (select max(${taskActivity.createdAt}) from ${taskActivity} where ${taskActivity.boardId} = ${boards.id}))`.mapWith(
          (value: string | Date) => new Date(value),
        ),
    })
    .from(boards)
    .leftJoin(folders, eq(folders.id, boards.folderId))
    .where(eq(boards.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${boards.title})`), asc(boards.id));
}

export type WorkspaceProjectRow = Awaited<ReturnType<typeof workspaceProjectRows>>[number];
