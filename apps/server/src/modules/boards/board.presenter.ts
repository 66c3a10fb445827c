import type { Board, BoardRole, boardJoinLinkSchema } from '@teamboard/shared';
import type { z } from 'zod';
import type { BoardRow } from '../../db/schema/index';
import { presentPublicUser } from '../workspaces/member.presenter';
import type { BoardDetails } from './board-details.repo';

/** The board's join link as its admins see it; null when none is active. */
export function presentJoinLink(board: BoardRow): z.infer<typeof boardJoinLinkSchema> | null {
  if (!board.joinToken || !board.joinTokenCreatedAt) return null;
  return { token: board.joinToken, createdAt: board.joinTokenCreatedAt.toISOString() };
}

/** A board as a viewer sees it, from its row and the details read with boardDetailsOf. */
export function presentBoard(
  row: BoardRow,
  details: BoardDetails,
  viewerId: string,
  withEmails: boolean,
): Board {
  const { members, labels, favorites, columnCounts } = details;
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
    columnCount: columnCounts.find((count) => count.boardId === row.id)?.count ?? 0,
    currentUserRole: ownRole,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
