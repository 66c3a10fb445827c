import {
  canInWorkspace,
  canOnBoard,
  type Board,
  type CreateBoardInput,
  type moveBoardInputSchema,
  type reorderBoardsInputSchema,
  type updateBoardInputSchema,
} from '@teamboard/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import { queueWebhookEvent } from '../../events/webhook-events';
import { badRequest, conflict } from '../../http/app-error';
import { importRunningOn } from './running-import.repo';
import type { Membership } from '../workspaces/workspace.policy';
import type { BoardAccess } from './board.policy';
import type { BoardArranging } from './board-arranging.policy';
import { recordBoardChange, recordBoardMoves } from './board-audit.service';
import { boardKeyFrom } from './board-key';
import { boardDetailsOf } from './board-details.repo';
import { presentBoard } from './board.presenter';
import {
  addFavorite,
  boardRolesOfUser,
  defaultColumnTypes,
  deleteBoard,
  insertBoard,
  insertColumns,
  isFolderOfWorkspace,
  joinBoard,
  nextBoardPosition,
  placeBoard,
  removeFavorite,
  setBoardMember,
  setBoardPositions,
  updateBoard,
  workspaceBoardsWithStatus,
} from './boards.repo';

/** Boards as a viewer sees them, with members, labels, favourites and column counts in four queries. */
async function boardsAsSeenBy(
  db: Database,
  rows: BoardRow[],
  viewerId: string,
  withEmails: boolean,
): Promise<Board[]> {
  if (rows.length === 0) return [];
  const details = await boardDetailsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentBoard(row, details, viewerId, withEmails));
}

/** A board as the signed-in user sees it (emails only for those who may see them). */
export async function showBoard(
  ctx: AppContext,
  access: BoardAccess,
  board = access.board,
): Promise<Board> {
  const withEmails = canInWorkspace(access.workspaceRole, 'members.viewEmails');
  const [shown] = await boardsAsSeenBy(ctx.db, [board], access.user.id, withEmails);
  if (!shown) throw new Error('board vanished while presenting it');
  return shown;
}

/** A folder id from the client must name a folder of this workspace. */
export async function assertFolderInWorkspace(
  db: Database,
  folderId: string | null | undefined,
  workspaceId: string,
): Promise<void> {
  if (!folderId) return;
  if (await isFolderOfWorkspace(db, folderId, workspaceId)) return;
  throw badRequest('That folder is not in this workspace', [
    { field: 'folderId', message: 'Unknown folder' },
  ]);
}

/** Creates a board with the workspace's default columns; its creator is its admin. */
export async function createBoard(
  ctx: AppContext,
  { workspace, role, user }: Membership,
  input: CreateBoardInput,
): Promise<Board> {
  await assertFolderInWorkspace(ctx.db, input.folderId, workspace.id);
  const board = await ctx.db.transaction(async (tx) => {
    await ctx.plans.assertCanActivateBoard(tx, workspace.id);
    const created = await insertBoard(tx, {
      workspaceId: workspace.id,
      folderId: input.folderId ?? null,
      title: input.title,
      description: input.description ?? null,
      key: input.key ?? boardKeyFrom(input.title),
      position: await nextBoardPosition(tx, workspace.id),
    });
    await setBoardMember(tx, created.id, user.id, 'admin');
    await recordBoardChange(tx, user.id, created, 'board.created');
    const defaults = await defaultColumnTypes(tx, workspace.id);
    await insertColumns(
      tx,
      defaults.map((type, index) => ({
        boardId: created.id,
        title: type.name,
        color: type.color,
        position: (index + 1) * 1024,
        // The last default column is where work ends: reports count arrivals there as done.
        isDone: index === defaults.length - 1,
      })),
    );
    return created;
  });
  return showBoard(ctx, { board, workspaceRole: role, boardRole: 'admin', user });
}

/**
 * The boards of a workspace this user may see (guests and clients: only theirs), favourites
 * first, then the latest updated.
 */
export async function listBoards(
  ctx: AppContext,
  { workspace, role, user }: Membership,
  status: BoardRow['status'],
): Promise<Board[]> {
  const rows = await workspaceBoardsWithStatus(ctx.db, workspace.id, status);
  if (rows.length === 0) return [];
  const mine = await boardRolesOfUser(
    ctx.db,
    user.id,
    rows.map((row) => row.id),
  );
  const visible = rows.filter((row) =>
    canOnBoard(role, mine.find((entry) => entry.boardId === row.id)?.role ?? null, 'board.view'),
  );
  const presented = await boardsAsSeenBy(
    ctx.db,
    visible,
    user.id,
    canInWorkspace(role, 'members.viewEmails'),
  );
  return presented.sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite));
}

/** Puts the boards a reorder names (all of one workspace) in a folder at these positions. */
export async function reorderBoards(
  ctx: AppContext,
  { access, boards }: BoardArranging,
  input: z.output<typeof reorderBoardsInputSchema>,
): Promise<void> {
  await assertFolderInWorkspace(ctx.db, input.folderId, access.board.workspaceId);
  await ctx.db.transaction(async (tx) => {
    await setBoardPositions(tx, input.folderId, input.items);
    await recordBoardMoves(tx, access.user.id, boards, input.folderId);
  });
}

/** Changes the board's settings; a new title goes to the workspace's audit log. */
export async function changeBoard(
  ctx: AppContext,
  access: BoardAccess,
  changes: z.output<typeof updateBoardInputSchema>,
): Promise<Board> {
  const { board, user } = access;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateBoard(tx, board.id, changes);
    if (row.title !== board.title)
      await recordBoardChange(tx, user.id, row, 'board.renamed', { from: board.title });
    return row;
  });
  return showBoard(ctx, access, updated);
}

export async function removeBoard(ctx: AppContext, access: BoardAccess): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await deleteBoard(tx, access.board.id);
    await recordBoardChange(tx, access.user.id, access.board, 'board.deleted');
  });
}

/**
 * Archives an active board, or brings an archived one back (if the plan has room for it). An
 * archived board takes no write, so one an import is writing to waits for the import to end.
 */
export async function toggleArchived(ctx: AppContext, access: BoardAccess): Promise<Board> {
  const archiving = access.board.status === 'active';
  const updated = await ctx.db.transaction(async (tx) => {
    if (!archiving) await ctx.plans.assertCanActivateBoard(tx, access.board.workspaceId);
    if (archiving && (await importRunningOn(tx, access.board.id)))
      throw conflict(
        'An import into this project is running: wait for it to end, or cancel it, to archive it',
      );
    const row = await updateBoard(tx, access.board.id, {
      status: archiving ? 'archived' : 'active',
    });
    await recordBoardChange(
      tx,
      access.user.id,
      row,
      archiving ? 'board.archived' : 'board.restored',
    );
    return row;
  });
  return showBoard(ctx, access, updated);
}

/** Moves a board to a folder of its workspace (null: the top level). */
export async function moveBoard(
  ctx: AppContext,
  access: BoardAccess,
  input: z.output<typeof moveBoardInputSchema>,
): Promise<Board> {
  await assertFolderInWorkspace(ctx.db, input.folderId, access.board.workspaceId);
  const position = input.position ?? access.board.position;
  const placed = await ctx.db.transaction(async (tx) => {
    await recordBoardMoves(tx, access.user.id, [access.board], input.folderId);
    return placeBoard(tx, access.board, input.folderId, position);
  });
  return showBoard(ctx, access, placed);
}

/**
 * The user joins the board (the gate decided they may: its join link, or `board.join`); someone
 * already on it keeps their role. The board's webhooks hear `member.joined`: the join adds no
 * workspace member, so no line of the workspace's log queues it.
 */
export async function joinAsCollaborator(ctx: AppContext, access: BoardAccess): Promise<Board> {
  const { board, user } = access;
  await ctx.db.transaction(async (tx) => {
    if (!(await joinBoard(tx, board.id, user.id))) return;
    await queueWebhookEvent(tx, {
      workspaceId: board.workspaceId,
      boardId: board.id,
      event: 'member.joined',
      data: {
        boardId: board.id,
        user: { _id: user.id, name: user.name },
        role: 'collaborator',
        left: false,
        by: user.id,
      },
    });
  });
  return showBoard(ctx, access);
}

/** Stars or un-stars the board for this user; answers the new state. */
export async function toggleFavorite(ctx: AppContext, access: BoardAccess): Promise<boolean> {
  if (await removeFavorite(ctx.db, access.board.id, access.user.id)) return false;
  await addFavorite(ctx.db, access.board.id, access.user.id);
  return true;
}
