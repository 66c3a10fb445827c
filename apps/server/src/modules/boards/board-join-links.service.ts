import type { z } from 'zod';
import type { boardJoinPreviewResponseSchema } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { BoardRow } from '../../db/schema/index';
import { findWorkspace } from '../workspaces/workspaces.repo';
import type { BoardAccess } from './board.policy';
import { newJoinToken } from './board-join-link';
import { clearJoinToken, setJoinToken } from './board-join-links.repo';

/** Creates the board's join link, or replaces it: the previous link stops working at once. */
export async function replaceJoinLink(ctx: AppContext, board: BoardRow): Promise<BoardRow> {
  const row = await setJoinToken(ctx.db, board.id, newJoinToken());
  if (!row) throw new Error(`board ${board.id} vanished while creating its join link`);
  return row;
}

/** Revokes the board's join link (nothing happens when there is none). */
export async function revokeJoinLink(ctx: AppContext, board: BoardRow): Promise<void> {
  await clearJoinToken(ctx.db, board.id);
}

/** What the join page shows: the board's name and workspace, and whether the user is on it. */
export async function joinPreview(
  ctx: AppContext,
  access: BoardAccess,
): Promise<z.infer<typeof boardJoinPreviewResponseSchema>> {
  const workspace = await findWorkspace(ctx.db, access.board.workspaceId);
  if (!workspace) throw new Error(`workspace of board ${access.board.id} vanished`);
  return {
    board: { _id: access.board.id, title: access.board.title, workspaceUrl: workspace.url },
    alreadyMember: access.boardRole !== null,
  };
}
