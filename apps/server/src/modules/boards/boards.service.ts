import {
  canCreateBoards,
  canInWorkspace,
  canOnBoard,
  type Board,
  type CreateBoardInput,
} from '@teamboard/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import {
  boardFavorites,
  boardMembers,
  boards,
  columns,
  folders,
  workspaceColumnTypes,
  type BoardRow,
} from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/app-error';
import type { AccessTokenClaims } from '../auth/access-token';
import { authorizeWorkspace } from '../workspaces/workspace.policy';
import type { BoardAccess } from './board.policy';
import { boardKeyFrom } from './board-key';
import { presentBoards } from './board.presenter';
import { nextBoardPosition, setBoardMember } from './boards.repo';

/** A folder id from the client must name a folder of this workspace. */
export async function assertFolderInWorkspace(
  db: Database,
  folderId: string | null | undefined,
  workspaceId: string,
): Promise<void> {
  if (!folderId) return;
  const [row] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.id, folderId), eq(folders.workspaceId, workspaceId)))
    .limit(1);
  if (!row)
    throw badRequest('That folder is not in this workspace', [
      { field: 'folderId', message: 'Unknown folder' },
    ]);
}

/** Creates a board with the workspace's default columns; its creator is its admin. */
export async function createBoard(
  ctx: AppContext,
  session: AccessTokenClaims,
  input: CreateBoardInput,
): Promise<BoardRow> {
  const { workspace, role, user } = await authorizeWorkspace(
    ctx.db,
    session,
    input.workspaceId,
    'workspace.view',
  );
  if (!canCreateBoards(role)) throw forbidden('Guests and clients cannot create projects');
  await assertFolderInWorkspace(ctx.db, input.folderId, workspace.id);
  return ctx.db.transaction(async (tx) => {
    const [board] = await tx
      .insert(boards)
      .values({
        workspaceId: workspace.id,
        folderId: input.folderId ?? null,
        title: input.title,
        description: input.description ?? null,
        key: input.key ?? boardKeyFrom(input.title),
        position: await nextBoardPosition(tx, workspace.id),
      })
      .returning();
    if (!board) throw new Error('insert into boards returned no row');
    await setBoardMember(tx, board.id, user.id, 'admin');
    const defaults = await tx
      .select()
      .from(workspaceColumnTypes)
      .where(
        and(
          eq(workspaceColumnTypes.workspaceId, workspace.id),
          eq(workspaceColumnTypes.isDefault, true),
        ),
      )
      .orderBy(asc(workspaceColumnTypes.position));
    if (defaults.length > 0) {
      await tx.insert(columns).values(
        defaults.map((type, index) => ({
          boardId: board.id,
          title: type.name,
          color: type.color,
          position: (index + 1) * 1024,
        })),
      );
    }
    return board;
  });
}

/**
 * The boards of a workspace this user may see (guests and clients: only theirs), favourites
 * first, then the latest updated.
 */
export async function listBoards(
  ctx: AppContext,
  session: AccessTokenClaims,
  workspaceRef: string,
  status: BoardRow['status'],
): Promise<Board[]> {
  const { workspace, role, user } = await authorizeWorkspace(
    ctx.db,
    session,
    workspaceRef,
    'workspace.view',
  );
  const rows = await ctx.db
    .select()
    .from(boards)
    .where(and(eq(boards.workspaceId, workspace.id), eq(boards.status, status)))
    .orderBy(desc(boards.updatedAt));
  if (rows.length === 0) return [];
  const mine = await ctx.db
    .select({ boardId: boardMembers.boardId, role: boardMembers.role })
    .from(boardMembers)
    .where(
      and(
        eq(boardMembers.userId, user.id),
        inArray(
          boardMembers.boardId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const visible = rows.filter((row) =>
    canOnBoard(role, mine.find((entry) => entry.boardId === row.id)?.role ?? null, 'board.view'),
  );
  const presented = await presentBoards(
    ctx.db,
    visible,
    user.id,
    canInWorkspace(role, 'members.viewEmails'),
  );
  return presented.sort((a, b) => Number(b.isFavorite) - Number(a.isFavorite));
}

/** Stars or un-stars the board for this user; answers the new state. */
export async function toggleFavorite(ctx: AppContext, access: BoardAccess): Promise<boolean> {
  const where = and(
    eq(boardFavorites.boardId, access.board.id),
    eq(boardFavorites.userId, access.user.id),
  );
  const removed = await ctx.db
    .delete(boardFavorites)
    .where(where)
    .returning({ boardId: boardFavorites.boardId });
  if (removed.length > 0) return false;
  await ctx.db
    .insert(boardFavorites)
    .values({ boardId: access.board.id, userId: access.user.id })
    .onConflictDoNothing();
  return true;
}
