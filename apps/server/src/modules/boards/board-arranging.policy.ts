import { canCreateBoards, reorderBoardsInputSchema } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import { badRequest, forbidden } from '../../http/app-error';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromBody, fromParams, type IdOf } from '../../http/gate';
import { signedInUser } from '../users/session-user.service';
import { authorizeWorkspace, type Membership } from '../workspaces/workspace.policy';
import { authorizeBoard, type BoardAccess } from './board.policy';
import { boardsByIds } from './boards.repo';

/** Creating projects and arranging them shape the workspace: its internal members do that. */
export async function authorizeBoardCreating(
  db: Database,
  claims: AccessTokenClaims,
  workspaceRef: string,
): Promise<Membership> {
  const membership = await authorizeWorkspace(db, claims, workspaceRef, 'workspace.view');
  if (!canCreateBoards(membership.role))
    throw forbidden('Guests and clients cannot create projects');
  return membership;
}

/** The gate of creating a board (authorizeBoardCreating), on the body's `workspaceId`. */
export const boardCreatingGate = defineGate(
  'board creating',
  (workspaceRefOf: IdOf = fromBody('workspaceId')) =>
    (db, claims, request) =>
      authorizeBoardCreating(db, claims, workspaceRefOf(request)),
);

/** Moving one board to a folder: who sees the board (404) and arranges boards (403). */
export const boardMovingGate = defineGate(
  'board moving',
  (boardIdOf: IdOf = fromParams()) =>
    async (db, claims, request) => {
      const access = await authorizeBoard(db, claims, boardIdOf(request), 'board.view');
      if (!canCreateBoards(access.workspaceRole)) throw forbidden();
      return access;
    },
);

/** The boards a reorder names, and the caller's access to the first of them. */
export interface BoardArranging {
  access: BoardAccess;
  boards: BoardRow[];
}

/**
 * Arranging boards: every board named must exist and share one workspace (else 400), the
 * caller must see the first (404) and be one who arranges boards (403). The session is checked
 * first, so a stale one gets 401 rather than the 400 of a bad list.
 */
export async function authorizeBoardArranging(
  db: Database,
  claims: AccessTokenClaims,
  ids: string[],
): Promise<BoardArranging> {
  const boards = await boardsByIds(db, ids);
  const workspaceIds = new Set(boards.map((row) => row.workspaceId));
  if (boards.length !== ids.length || workspaceIds.size !== 1)
    throw badRequest('Every board must exist and share one workspace');
  const access = await authorizeBoard(db, claims, ids[0] ?? '', 'board.view');
  if (!canCreateBoards(access.workspaceRole)) throw forbidden();
  return { access, boards };
}

/** The gate of `PUT /boards/reorder` (authorizeBoardArranging), on the body's items. */
export const boardArrangingGate = defineGate(
  'board arranging',
  () => async (db, claims, request) => {
    await signedInUser(db, request);
    // Validated already; parsed again for its type, as a gate sees the body as unknown.
    const { items } = reorderBoardsInputSchema.parse(request.body);
    return authorizeBoardArranging(
      db,
      claims,
      items.map((item) => item.id),
    );
  },
);
