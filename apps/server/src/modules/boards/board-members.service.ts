import type { Board, BoardRole } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/app-error';
import { escapeHtml } from '../../mail/email-layout';
import { boardLink } from '../notifications/notification-links';
import { notify } from '../notifications/notify.service';
import { announceUserChange } from '../../events/user-events';
import { findMemberRole } from '../workspaces/members.repo';
import type { BoardAccess } from './board.policy';
import { findBoardRole, removeBoardMember, setBoardMember } from './boards.repo';
import { showBoard } from './boards.service';
import { workspaceUrlOfBoard } from './workspace-url-of-board.repo';

const notOnBoard = () => notFound('That person is not on this board');

/** Puts a person of the board's workspace on the board with this role (or changes theirs). */
export async function addBoardMember(
  ctx: AppContext,
  access: BoardAccess,
  userId: string,
  role: BoardRole,
): Promise<Board> {
  if (!(await findMemberRole(ctx.db, access.board.workspaceId, userId))) {
    throw badRequest('Only people of this workspace can be added to its boards', [
      { field: 'userId', message: 'Not in this workspace' },
    ]);
  }
  await ctx.db.transaction(async (tx) => {
    if (await setBoardMember(tx, access.board.id, userId, role)) {
      await notifyAddedToBoard(ctx, tx, access, userId);
    }
  });
  return showBoard(ctx, access);
}

/** Tells someone just put on the board by another person (a role change is not news). */
async function notifyAddedToBoard(
  ctx: AppContext,
  db: Database,
  { board, user: adder }: BoardAccess,
  userId: string,
): Promise<void> {
  const workspaceUrl = await workspaceUrlOfBoard(db, board.id);
  await notify(ctx, db, {
    type: 'board_invite',
    recipients: [userId],
    actorId: adder.id,
    title: 'Added to a project',
    message: `<strong>${escapeHtml(adder.name)}</strong> added you to <strong>${escapeHtml(board.title)}</strong>`,
    link: workspaceUrl === undefined ? null : boardLink(workspaceUrl, board.id),
  });
}

/** Changes the role of someone already on the board. */
export async function changeBoardRole(
  ctx: AppContext,
  access: BoardAccess,
  userId: string,
  role: BoardRole,
): Promise<Board> {
  if (!(await findBoardRole(ctx.db, access.board.id, userId))) throw notOnBoard();
  await setBoardMember(ctx.db, access.board.id, userId, role);
  return showBoard(ctx, access);
}

/** Takes someone off the board: a member leaving, or removed by its managers. */
export async function removeFromBoard(
  ctx: AppContext,
  access: BoardAccess,
  userId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await removeBoardMember(tx, access.board.id, userId))) throw notOnBoard();
    // Someone who can no longer see the board (a guest or client) leaves its room at once.
    await announceUserChange(tx, userId);
  });
}
