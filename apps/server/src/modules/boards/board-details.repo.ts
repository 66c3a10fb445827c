import type { BoardRole } from '@teamboard/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  boardFavorites,
  boardLabels,
  boardMembers,
  columns,
  users,
  type UserRow,
} from '../../db/schema/index';

/** What a board shows besides its own row, for several boards at once. */
export interface BoardDetails {
  /** Oldest member first. */
  members: { boardId: string; role: BoardRole; user: UserRow }[];
  /** By name. */
  labels: (typeof boardLabels.$inferSelect)[];
  favorites: (typeof boardFavorites.$inferSelect)[];
  columnCounts: { boardId: string; count: number }[];
}

/** The members, labels, favourites and column counts of these boards, in four queries. */
export async function boardDetailsOf(db: Database, boardIds: string[]): Promise<BoardDetails> {
  const [members, labels, favorites, columnCounts] = await Promise.all([
    db
      .select({ boardId: boardMembers.boardId, role: boardMembers.role, user: users })
      .from(boardMembers)
      .innerJoin(users, eq(users.id, boardMembers.userId))
      .where(inArray(boardMembers.boardId, boardIds))
      .orderBy(asc(boardMembers.addedAt)),
    db
      .select()
      .from(boardLabels)
      .where(inArray(boardLabels.boardId, boardIds))
      .orderBy(asc(boardLabels.name)),
    db.select().from(boardFavorites).where(inArray(boardFavorites.boardId, boardIds)),
    db
      .select({ boardId: columns.boardId, count: sql<number>`count(*)::int` })
      .from(columns)
      .where(inArray(columns.boardId, boardIds))
      .groupBy(columns.boardId),
  ]);
  return { members, labels, favorites, columnCounts };
}
