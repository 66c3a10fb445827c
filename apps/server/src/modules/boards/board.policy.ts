import {
  canOnBoard,
  type BoardAction,
  type BoardRole,
  type WorkspaceRole,
} from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { BoardRow, UserRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/app-error';
import { findMemberRole } from '../workspaces/members.repo';
import { findBoard, findBoardRole } from './boards.repo';

export interface BoardAccess {
  board: BoardRow;
  workspaceRole: WorkspaceRole;
  boardRole: BoardRole | null;
  user: UserRow;
}

/**
 * The one gate for board routes: the user must belong to the board's workspace and be able to
 * see the board (else 404: no hint it exists), and the action must be allowed (else 403).
 * Routes for a column or task pass their own 404 message, so the board is never named.
 */
export async function authorizeBoard(
  db: Database,
  user: UserRow,
  boardId: string,
  action: BoardAction,
  notFoundMessage = 'Board not found',
): Promise<BoardAccess> {
  const hidden = () => notFound(notFoundMessage);
  const board = await findBoard(db, boardId);
  if (!board) throw hidden();
  const workspaceRole = await findMemberRole(db, board.workspaceId, user.id);
  if (!workspaceRole) throw hidden();
  const boardRole = await findBoardRole(db, board.id, user.id);
  if (!canOnBoard(workspaceRole, boardRole, 'board.view')) throw hidden();
  if (!canOnBoard(workspaceRole, boardRole, action)) throw forbidden();
  return { board, workspaceRole, boardRole, user };
}
