import type { BoardRole, WorkspaceRole } from '@teamboard/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  attachments,
  boardMembers,
  boards,
  checklistItems,
  checklists,
  columns,
  forms,
  jiraImports,
  tasks,
  users,
  workspaceMembers,
} from '../../db/schema/index';

/**
 * The rows the board gates decide on, each read in one prepared statement (they run on every
 * board, column and task request). Every statement starts from the signed-in user's row, so the
 * row exists exactly when the user does, and the session is decided before anything else: the
 * board, column or task and the user's roles are null when missing.
 */

const accessColumns = {
  user: users,
  board: boards,
  workspaceRole: workspaceMembers.role,
  boardRole: boardMembers.role,
};

// The user's rows in the board's workspace and on the board.
const memberOf = and(
  eq(workspaceMembers.workspaceId, boards.workspaceId),
  eq(workspaceMembers.userId, users.id),
);
const boardMemberOf = and(eq(boardMembers.boardId, boards.id), eq(boardMembers.userId, users.id));
const signedInUser = eq(users.id, sql.placeholder('userId'));

export type BoardAccessRow = NonNullable<Awaited<ReturnType<typeof boardAccessRow>>>;

export async function boardAccessRow(db: Database, userId: string, boardId: string) {
  const statement = prepared(db, 'board_access', (on) =>
    on
      .select(accessColumns)
      .from(users)
      .leftJoin(boards, eq(boards.id, sql.placeholder('boardId')))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(signedInUser)
      .limit(1)
      .prepare('board_access'),
  );
  const [row] = await statement.execute({ userId, boardId });
  return row;
}

export async function taskAccessRow(db: Database, userId: string, taskId: string) {
  const statement = prepared(db, 'task_access', (on) =>
    on
      .select({ task: tasks, ...accessColumns })
      .from(users)
      .leftJoin(tasks, eq(tasks.id, sql.placeholder('taskId')))
      .leftJoin(boards, eq(boards.id, tasks.boardId))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(signedInUser)
      .limit(1)
      .prepare('task_access'),
  );
  const [row] = await statement.execute({ userId, taskId });
  return row;
}

export async function columnAccessRow(db: Database, userId: string, columnId: string) {
  const statement = prepared(db, 'column_access', (on) =>
    on
      .select({ column: columns, ...accessColumns })
      .from(users)
      .leftJoin(columns, eq(columns.id, sql.placeholder('columnId')))
      .leftJoin(boards, eq(boards.id, columns.boardId))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(signedInUser)
      .limit(1)
      .prepare('column_access'),
  );
  const [row] = await statement.execute({ userId, columnId });
  return row;
}

export async function formAccessRow(db: Database, userId: string, formId: string) {
  const statement = prepared(db, 'form_access', (on) =>
    on
      .select({ form: forms, ...accessColumns })
      .from(users)
      .leftJoin(forms, eq(forms.id, sql.placeholder('formId')))
      .leftJoin(boards, eq(boards.id, forms.boardId))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(signedInUser)
      .limit(1)
      .prepare('form_access'),
  );
  const [row] = await statement.execute({ userId, formId });
  return row;
}

export async function importAccessRow(db: Database, userId: string, importId: string) {
  const statement = prepared(db, 'import_access', (on) =>
    on
      .select({ jiraImport: jiraImports, ...accessColumns })
      .from(users)
      .leftJoin(jiraImports, eq(jiraImports.id, sql.placeholder('importId')))
      .leftJoin(boards, eq(boards.id, jiraImports.boardId))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(signedInUser)
      .limit(1)
      .prepare('import_access'),
  );
  const [row] = await statement.execute({ userId, importId });
  return row;
}

/** A checklist's gate row: the checklist, its task, and the board access as for the task. */
export async function checklistAccessRow(db: Database, userId: string, checklistId: string) {
  const statement = prepared(db, 'checklist_access', (on) =>
    on
      .select({ checklist: checklists, task: tasks, ...accessColumns })
      .from(users)
      .leftJoin(checklists, eq(checklists.id, sql.placeholder('checklistId')))
      .leftJoin(tasks, eq(tasks.id, checklists.taskId))
      .leftJoin(boards, eq(boards.id, tasks.boardId))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(signedInUser)
      .limit(1)
      .prepare('checklist_access'),
  );
  const [row] = await statement.execute({ userId, checklistId });
  return row;
}

/** A checklist item's gate row: the item, its task, and the board access as for the task. */
export async function checklistItemAccessRow(db: Database, userId: string, itemId: string) {
  const statement = prepared(db, 'checklist_item_access', (on) =>
    on
      .select({ item: checklistItems, task: tasks, ...accessColumns })
      .from(users)
      .leftJoin(checklistItems, eq(checklistItems.id, sql.placeholder('itemId')))
      .leftJoin(tasks, eq(tasks.id, checklistItems.taskId))
      .leftJoin(boards, eq(boards.id, tasks.boardId))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(signedInUser)
      .limit(1)
      .prepare('checklist_item_access'),
  );
  const [row] = await statement.execute({ userId, itemId });
  return row;
}

/** An attachment's gate row: the attachment, its task, and the board access as for the task. */
export async function attachmentAccessRow(db: Database, userId: string, attachmentId: string) {
  const statement = prepared(db, 'attachment_access', (on) =>
    on
      .select({ attachment: attachments, task: tasks, ...accessColumns })
      .from(users)
      .leftJoin(attachments, eq(attachments.id, sql.placeholder('attachmentId')))
      .leftJoin(tasks, eq(tasks.id, attachments.taskId))
      .leftJoin(boards, eq(boards.id, tasks.boardId))
      .leftJoin(workspaceMembers, memberOf)
      .leftJoin(boardMembers, boardMemberOf)
      .where(signedInUser)
      .limit(1)
      .prepare('attachment_access'),
  );
  const [row] = await statement.execute({ userId, attachmentId });
  return row;
}

/** A workspace role with a board role (null: not a member of the board). */
export interface RolePair {
  workspaceRole: WorkspaceRole;
  boardRole: BoardRole | null;
}

/** SQL: the pair of roles (a board role null when not on the board) is one of `allowed`. */
export function rolesAmong(workspaceRole: SQL, boardRole: SQL, allowed: RolePair[]): SQL {
  const pairs = sql.join(
    allowed.map((pair) => sql`(${pair.workspaceRole}, ${pair.boardRole ?? ''})`),
    sql`, `,
  );
  return sql`(${workspaceRole}, coalesce(${boardRole}, '')) in (${pairs})`;
}

/**
 * taskAccessRow as SQL, for a statement that decides the gate and writes in the same round trip
 * (a move): one row when the user exists, with the task's id, column and board (null when
 * missing) and whether the session holds (`version`), the user's roles are one of `allowed` and,
 * for a change, the board is not archived.
 */
export function taskGateQuery(
  userId: string,
  version: number,
  taskId: string,
  allowed: RolePair[],
  changesBoard: boolean,
): SQL {
  return sql`
    select t.id as task_id, t.column_id as from_column_id, t.board_id,
      coalesce(u.session_version = ${version}
        and ${rolesAmong(sql`wm.role`, sql`bm.role`, allowed)}
        and (b.status = 'active' or not ${changesBoard}), false) as allowed
    from users u
    left join tasks t on t.id = ${taskId}
    left join boards b on b.id = t.board_id
    left join workspace_members wm on wm.workspace_id = b.workspace_id and wm.user_id = u.id
    left join board_members bm on bm.board_id = b.id and bm.user_id = u.id
    where u.id = ${userId}`;
}

/** The workspace and board roles of those of these users who belong to the board's workspace. */
export async function boardRolesOf(
  db: Database,
  board: { id: string; workspaceId: string },
  userIds: string[],
) {
  return db
    .select({
      userId: workspaceMembers.userId,
      workspaceRole: workspaceMembers.role,
      boardRole: boardMembers.role,
    })
    .from(workspaceMembers)
    .leftJoin(
      boardMembers,
      and(eq(boardMembers.boardId, board.id), eq(boardMembers.userId, workspaceMembers.userId)),
    )
    .where(
      and(
        eq(workspaceMembers.workspaceId, board.workspaceId),
        inArray(workspaceMembers.userId, userIds),
      ),
    );
}
