import { createHash, timingSafeEqual } from 'node:crypto';
import { joinBoardInputSchema } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../http/app-error';
import { defineGate, fromParams } from '../../http/gate';
import { signedIn } from '../users/session-user.service';
import { assertEmailDomainAllowed } from '../workspaces/email-domain.policy';
import { findWorkspace } from '../workspaces/workspaces.repo';
import { boardAccessRow } from './board-access.repo';
import { authorizeBoard, type BoardAccess } from './board.policy';
import type { AccessTokenClaims } from '../../http/caller';
import { keyReaches } from '../../http/caller';

/** One answer for every refusal, so a guess learns neither that the board exists nor the link. */
export const INVALID_JOIN_LINK = 'Invalid or expired join link';

/** Constant-time comparison (hashed first, so lengths never differ). */
function sameToken(presented: string, stored: string): boolean {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return timingSafeEqual(digest(presented), digest(stored));
}

/**
 * The gate for the join link: the session must still hold (else 401), the board must be active
 * with this very token as its link, and the user a member of its workspace (any role, guests and
 * clients included). Anything else is the same 404. The link works on top of the board gate: it
 * grants joining, nothing more. Then, to someone who holds the link, the workspace's allowed
 * email domains (403 naming them when their address is outside).
 */
export async function authorizeJoinLink(
  db: Database,
  claims: AccessTokenClaims,
  boardId: string,
  token: string,
): Promise<BoardAccess> {
  const row = await boardAccessRow(db, claims.userId, boardId);
  const user = signedIn(claims, row?.user);
  const invalid = () => notFound(INVALID_JOIN_LINK);
  const board = row?.board;
  if (!board || board.status !== 'active' || !board.joinToken) throw invalid();
  if (!sameToken(token, board.joinToken)) throw invalid();
  if (!row.workspaceRole || !keyReaches(claims, board.workspaceId)) throw invalid();
  const workspace = await findWorkspace(db, board.workspaceId);
  if (!workspace) throw invalid();
  assertEmailDomainAllowed(workspace, user.email);
  return { board, workspaceRole: row.workspaceRole, boardRole: row.boardRole, user };
}

/** The gate of a route holding a join link in its `:id` and `:token` (its preview). */
export const joinLinkGate = defineGate(
  'join link',
  () => (db, claims, request) =>
    authorizeJoinLink(db, claims, fromParams()(request), fromParams('token')(request)),
);

/**
 * The gate of joining a board: with the join link's token in the body, the link's gate; without
 * one (no body at all), the board's own `board.join`.
 */
export const boardJoinGate = defineGate('board join', () => (db, claims, request) => {
  const boardId = fromParams()(request);
  const token = joinBoardInputSchema.nullish().parse(request.body)?.token;
  return token === undefined
    ? authorizeBoard(db, claims, boardId, 'board.join')
    : authorizeJoinLink(db, claims, boardId, token);
});
