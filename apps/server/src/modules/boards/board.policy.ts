import {
  canOnBoard,
  type BoardAction,
  type BoardRole,
  type WorkspaceRole,
} from '@teamboard/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  boardMembers,
  boards,
  tasks,
  users,
  workspaceMembers,
  type BoardRow,
  type TaskRow,
  type UserRow,
} from '../../db/schema/index';
import { forbidden, notFound, unauthorized } from '../../http/app-error';
import { acceptUser } from '../../http/authenticate';
import { findUserById } from '../users/users.repo';

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
 * The board and both roles come from one prepared statement: this runs on every board request.
 */
export async function authorizeBoard(
  db: Database,
  user: UserRow,
  boardId: string,
  action: BoardAction,
  notFoundMessage = 'Board not found',
): Promise<BoardAccess> {
  const [row] = await boardAccessStatement(db).execute({ userId: user.id, boardId });
  return decide(row, user, action, notFoundMessage);
}

const boardAccessStatement = (db: Database) =>
  prepared(db, 'board_access', (on) =>
    on
      .select(accessColumns)
      .from(boards)
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(eq(boards.id, sql.placeholder('boardId')))
      .limit(1)
      .prepare('board_access'),
  );

/** Whether the user may (still) see the board: for things of theirs left on it, such as a timer. */
export async function canViewBoard(
  db: Database,
  userId: string,
  boardId: string,
): Promise<boolean> {
  const [row] = await boardAccessStatement(db).execute({ userId, boardId });
  return !!row?.workspaceRole && canOnBoard(row.workspaceRole, row.boardRole, 'board.view');
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

/**
 * The gate for task routes: the task, its board access and the signed-in user come from one
 * statement, and the user is checked against the token (acceptUser) before anything else is
 * decided. Task routes are marked `userReadByGate`, so the authenticate hook skips its own read.
 */
export async function authorizeTask(
  db: Database,
  request: FastifyRequest,
  taskId: string,
  action: BoardAction,
): Promise<TaskAccess> {
  const userId = request.accessClaims?.userId;
  if (!userId) throw unauthorized();
  const [row] = await taskAccessStatement(db).execute({ userId, taskId });
  // No task: the session still decides between 401 and 404.
  const user = acceptUser(request, row ? row.user : await findUserById(db, userId));
  if (!row) throw notFound('Task not found');
  return { task: row.task, access: decide(row, user, action, 'Task not found') };
}

interface TaskAccess {
  task: TaskRow;
  access: BoardAccess;
}

const taskAccessStatement = (db: Database) =>
  prepared(db, 'task_access', (on) =>
    on
      .select({ task: tasks, user: users, ...accessColumns })
      .from(tasks)
      .innerJoin(boards, eq(boards.id, tasks.boardId))
      .leftJoin(users, eq(users.id, sql.placeholder('userId')))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(eq(tasks.id, sql.placeholder('taskId')))
      .limit(1)
      .prepare('task_access'),
  );

const accessColumns = {
  board: boards,
  workspaceRole: workspaceMembers.role,
  boardRole: boardMembers.role,
};

// The user's rows in the workspace and on the board; both statements take a `userId`.
const memberOf = and(
  eq(workspaceMembers.workspaceId, boards.workspaceId),
  eq(workspaceMembers.userId, sql.placeholder('userId')),
);
const boardMemberOf = and(
  eq(boardMembers.boardId, boards.id),
  eq(boardMembers.userId, sql.placeholder('userId')),
);

interface AccessRow {
  board: BoardRow;
  workspaceRole: WorkspaceRole | null;
  boardRole: BoardRole | null;
}

function decide(
  row: AccessRow | undefined,
  user: UserRow,
  action: BoardAction,
  notFoundMessage: string,
): BoardAccess {
  if (!row?.workspaceRole) throw notFound(notFoundMessage);
  const { board, workspaceRole, boardRole } = row;
  if (!canOnBoard(workspaceRole, boardRole, 'board.view')) throw notFound(notFoundMessage);
  if (!canOnBoard(workspaceRole, boardRole, action)) throw forbidden();
  return { board, workspaceRole, boardRole, user };
}
