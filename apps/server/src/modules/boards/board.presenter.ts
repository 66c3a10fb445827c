import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Board, BoardRole, boardJoinLinkSchema } from '@teamboard/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import {
  boardFavorites,
  boardLabels,
  boardMembers,
  columns,
  users,
  type BoardRow,
} from '../../db/schema/index';
import { presentPublicUser } from '../workspaces/member.presenter';

/** The board's join link as its admins see it; null when none is active. */
export function presentJoinLink(board: BoardRow): z.infer<typeof boardJoinLinkSchema> | null {
  if (!board.joinToken || !board.joinTokenCreatedAt) return null;
  return { token: board.joinToken, createdAt: board.joinTokenCreatedAt.toISOString() };
}

/** Boards as a viewer sees them, with members, labels, favourites and column counts in four queries. */
export async function presentBoards(
  db: Database,
  rows: BoardRow[],
  viewerId: string,
  withEmails: boolean,
): Promise<Board[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [members, labels, favorites, counts] = await Promise.all([
    db
      .select({ boardId: boardMembers.boardId, role: boardMembers.role, user: users })
      .from(boardMembers)
      .innerJoin(users, eq(users.id, boardMembers.userId))
      .where(inArray(boardMembers.boardId, ids))
      .orderBy(asc(boardMembers.addedAt)),
    db
      .select()
      .from(boardLabels)
      .where(inArray(boardLabels.boardId, ids))
      .orderBy(asc(boardLabels.name)),
    db.select().from(boardFavorites).where(inArray(boardFavorites.boardId, ids)),
    db
      .select({ boardId: columns.boardId, count: sql<number>`count(*)::int` })
      .from(columns)
      .where(inArray(columns.boardId, ids))
      .groupBy(columns.boardId),
  ]);
  return rows.map((row) => {
    const boardMembersOf = members.filter((member) => member.boardId === row.id);
    const favoritesOf = favorites.filter((favorite) => favorite.boardId === row.id);
    const ownRole: BoardRole | null =
      boardMembersOf.find((member) => member.user.id === viewerId)?.role ?? null;
    return {
      _id: row.id,
      title: row.title,
      description: row.description,
      key: row.key,
      workspace: row.workspaceId,
      folderId: row.folderId,
      position: row.position,
      status: row.status,
      members: boardMembersOf.map((member) => ({
        user: presentPublicUser(member.user, withEmails),
        role: member.role,
      })),
      labels: labels
        .filter((label) => label.boardId === row.id)
        .map((label) => ({ _id: label.id, name: label.name, color: label.color })),
      favorites: favoritesOf.map((favorite) => ({ user: favorite.userId })),
      isFavorite: favoritesOf.some((favorite) => favorite.userId === viewerId),
      columnCount: counts.find((count) => count.boardId === row.id)?.count ?? 0,
      currentUserRole: ownRole,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function presentBoard(
  db: Database,
  row: BoardRow,
  viewerId: string,
  withEmails: boolean,
): Promise<Board> {
  const [board] = await presentBoards(db, [row], viewerId, withEmails);
  if (!board) throw new Error('board vanished while presenting it');
  return board;
}
