import type { BoardAction } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { ColumnRow, UserRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { signedIn } from '../users/session-user.service';
import { columnAccessRow } from './board-access.repo';
import { actionFor, decideBoardAccess, type ActionOf, type BoardAccess } from './board.policy';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';

const COLUMN_NOT_FOUND = 'Column not found';
export const columnNotFound = () => notFound(COLUMN_NOT_FOUND);

/**
 * A column the user may act on, read with the signed-in user and the board access in one
 * statement: 401 if the session no longer holds; someone who cannot see its board learns
 * nothing (404).
 */
export async function authorizeColumn(
  db: Database,
  claims: AccessTokenClaims,
  columnId: string,
  action: BoardAction,
): Promise<{ user: UserRow; column: ColumnRow; access: BoardAccess }> {
  const row = await columnAccessRow(db, claims.userId, columnId);
  const user = signedIn(claims, row?.user);
  if (!row?.column) throw columnNotFound();
  return {
    user,
    column: row.column,
    access: decideBoardAccess(claims, user, row, action, COLUMN_NOT_FOUND),
  };
}

/**
 * A column route's gate (authorizeColumn), on its `:id` unless the route says where; the action
 * may depend on the request, as on a board.
 */
export const columnGate = defineGate(
  'column',
  (action: BoardAction | ActionOf, columnIdOf: IdOf = fromParams()) =>
    (db, claims, request) =>
      authorizeColumn(db, claims, columnIdOf(request), actionFor(action, claims, request)),
);
