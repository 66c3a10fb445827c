import {
  BOARD_ROLES,
  canOnBoard,
  ERROR_CODES,
  WORKSPACE_ROLES,
  type BoardAction,
  type BoardRole,
  type WorkspaceRole,
} from '@teamboard/shared';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { BoardRow, TaskRow, UserRow } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../http/app-error';
import { signedIn } from '../users/session-user.service';
import {
  boardAccessRow,
  boardRolesOf,
  rolesAmong,
  taskAccessRow,
  taskGateQuery,
  type BoardAccessRow,
  type RolePair,
} from './board-access.repo';
import type { AccessTokenClaims } from '../../http/caller';
import { keyReaches } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';

export interface BoardAccess {
  board: BoardRow;
  workspaceRole: WorkspaceRole;
  boardRole: BoardRole | null;
  user: UserRow;
}

const TASK_NOT_FOUND = 'Task not found';

const boardArchived = () =>
  conflict('This board is archived. Restore it to make changes.', ERROR_CODES.boardArchived);

/**
 * The one gate for board routes: the session must still hold (else 401), the user must belong
 * to the board's workspace and be able to see the board (else 404: no hint it exists), the
 * action must be allowed (else 403), and an archived board takes no change (else 409). Routes for a column or task pass their own 404 message, so
 * the board is never named. The signed-in user, the board and both roles come from one prepared
 * statement: this runs on every board request.
 */
export async function authorizeBoard(
  db: Database,
  claims: AccessTokenClaims,
  boardId: string,
  action: BoardAction,
  notFoundMessage = 'Board not found',
): Promise<BoardAccess> {
  const row = await boardAccessRow(db, claims.userId, boardId);
  return decideBoardAccess(claims, signedIn(claims, row?.user), row, action, notFoundMessage);
}

/**
 * A board route's gate (authorizeBoard), on the board the request names: its `:id` unless the
 * route says where. The action may depend on the request (someone leaving a board only views it).
 */
export const boardGate = defineGate(
  'board',
  (action: BoardAction | ActionOf, boardIdOf: IdOf = fromParams()) =>
    (db, claims, request) =>
      authorizeBoard(db, claims, boardIdOf(request), actionFor(action, claims, request)),
);

/** The action a route asks of the board, decided per request. */
export type ActionOf = (claims: AccessTokenClaims, request: FastifyRequest) => BoardAction;

/** The action a route's gate asks, as declared or decided for this request. */
export function actionFor(
  action: BoardAction | ActionOf,
  claims: AccessTokenClaims,
  request: FastifyRequest,
): BoardAction {
  return typeof action === 'function' ? action(claims, request) : action;
}

/** Whether the user may (still) see the board: for things of theirs left on it, such as a timer. */
export async function canViewBoard(
  db: Database,
  userId: string,
  boardId: string,
): Promise<boolean> {
  const row = await boardAccessRow(db, userId, boardId);
  return !!row?.workspaceRole && canOnBoard(row.workspaceRole, row.boardRole, 'board.view');
}

/** Those of these users who may see the board (to be assigned to a task, or mentioned). */
export async function boardViewersAmong(
  db: Database,
  board: BoardRow,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await boardRolesOf(db, board, userIds);
  const seeing = rows.filter((row) => canOnBoard(row.workspaceRole, row.boardRole, 'board.view'));
  return new Set(seeing.map((row) => row.userId));
}

/**
 * Who may change or delete a time entry: its author, or whoever manages the board (board admins,
 * workspace owner and admins), as for deleting any comment.
 */
export function mayChangeTimeEntry(access: BoardAccess, authorId: string): boolean {
  return (
    authorId === access.user.id ||
    canOnBoard(access.workspaceRole, access.boardRole, 'board.manage')
  );
}

export interface TaskAccess {
  user: UserRow;
  task: TaskRow;
  access: BoardAccess;
}

/**
 * The gate for task routes: the signed-in user, the task and its board access come from one
 * statement; the session is decided first (401), then the task and the action as on the board.
 */
export async function authorizeTask(
  db: Database,
  claims: AccessTokenClaims,
  taskId: string,
  action: BoardAction,
): Promise<TaskAccess> {
  const row = await taskAccessRow(db, claims.userId, taskId);
  const user = signedIn(claims, row?.user);
  if (!row?.task) throw notFound(TASK_NOT_FOUND);
  const access = decideBoardAccess(claims, user, row, action, TASK_NOT_FOUND);
  return { user, task: row.task, access };
}

/** A task route's gate (authorizeTask), on its `:id` unless the route says where. */
export const taskGate = defineGate(
  'task',
  (action: BoardAction, taskIdOf: IdOf = fromParams()) =>
    (db, claims, request) =>
      authorizeTask(db, claims, taskIdOf(request), action),
);

/**
 * authorizeTask's decision as SQL, for a statement that writes only when it holds (a move, in one
 * round trip): the query answers the task's id, column and board and `allowed`, true exactly when
 * authorizeTask would pass (the session holds, the user sees the board and may take `action`,
 * and the board takes the change). When it is false, authorizeTask says why.
 */
export function taskGateSql(claims: AccessTokenClaims, taskId: string, action: BoardAction): SQL {
  const allowed = rolePairsAllowed(action);
  return taskGateQuery(claims.userId, claims.version, taskId, allowed, !!claims.changesBoard);
}

/**
 * SQL: the holder of these roles (`boardRole` null when not on the board) may see the board, as
 * authorizeBoard decides: for statements listing the boards someone sees.
 */
export function seesBoardSql(workspaceRole: SQL, boardRole: SQL): SQL {
  return rolesAmong(workspaceRole, boardRole, rolePairsAllowed('board.view'));
}

/** SQL: the holder of these roles manages the board (its settings, forms, join link). */
export function managesBoardSql(workspaceRole: SQL, boardRole: SQL): SQL {
  return rolesAmong(workspaceRole, boardRole, rolePairsAllowed('board.manage'));
}

/** Every pair of roles decideBoardAccess lets through for `action`. */
function rolePairsAllowed(action: BoardAction): RolePair[] {
  const pairs = WORKSPACE_ROLES.flatMap((workspaceRole) =>
    [null, ...BOARD_ROLES].map((boardRole) => ({ workspaceRole, boardRole })),
  );
  return pairs.filter(
    ({ workspaceRole, boardRole }) =>
      canOnBoard(workspaceRole, boardRole, 'board.view') &&
      canOnBoard(workspaceRole, boardRole, action),
  );
}

/**
 * The board part of every gate, once the session holds: 404 unless the user may see the board
 * (and an API key reaches its workspace), 403 unless the action is allowed, 409 when the request
 * would change an archived board (read-only on every channel until restored).
 */
export function decideBoardAccess(
  claims: AccessTokenClaims,
  user: UserRow,
  row: Pick<BoardAccessRow, 'board' | 'workspaceRole' | 'boardRole'> | undefined,
  action: BoardAction,
  notFoundMessage: string,
): BoardAccess {
  const { board, workspaceRole, boardRole } = row ?? {};
  if (!board || !workspaceRole) throw notFound(notFoundMessage);
  if (!keyReaches(claims, board.workspaceId)) throw notFound(notFoundMessage);
  if (!canOnBoard(workspaceRole, boardRole ?? null, 'board.view')) throw notFound(notFoundMessage);
  if (!canOnBoard(workspaceRole, boardRole ?? null, action)) throw forbidden();
  if (claims.changesBoard && board.status === 'archived') throw boardArchived();
  return { board, workspaceRole, boardRole: boardRole ?? null, user };
}
