import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { findMemberRole } from '../workspaces/members.repo';
import type { BoardAccess } from './board.policy';
import { findBoard, findBoardRole } from './boards.repo';

/** One answer for every refusal, so a guess learns neither that the board exists nor the link. */
export const INVALID_JOIN_LINK = 'Invalid or expired join link';

/** A new join link token: 256 random bits, URL-safe. */
export function newJoinToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison (hashed first, so lengths never differ). */
function sameToken(presented: string, stored: string): boolean {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return timingSafeEqual(digest(presented), digest(stored));
}

/**
 * The gate for the join link: the board must be active with this very token as its link, and the
 * user a member of its workspace (any role, guests and clients included). Anything else is the
 * same 404. The link works on top of the board gate: it grants joining, nothing more.
 */
export async function authorizeJoinLink(
  db: Database,
  user: UserRow,
  boardId: string,
  token: string,
): Promise<BoardAccess> {
  const invalid = () => notFound(INVALID_JOIN_LINK);
  const board = await findBoard(db, boardId);
  if (!board || board.status !== 'active' || !board.joinToken) throw invalid();
  if (!sameToken(token, board.joinToken)) throw invalid();
  const workspaceRole = await findMemberRole(db, board.workspaceId, user.id);
  if (!workspaceRole) throw invalid();
  return { board, workspaceRole, boardRole: await findBoardRole(db, board.id, user.id), user };
}
