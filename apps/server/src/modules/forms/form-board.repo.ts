import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  boardMembers,
  boards,
  columns,
  forms,
  workspaceMembers,
  workspaces,
  type BoardRow,
  type FormRow,
  type WorkspaceRow,
} from '../../db/schema/index';
import { managesBoardSql } from '../boards/board.policy';

/** A form found by its link, with its board and workspace. */
export interface PublicFormRow {
  form: FormRow;
  board: BoardRow;
  workspace: WorkspaceRow;
}

export async function publicFormRow(
  db: Database,
  slug: string,
): Promise<PublicFormRow | undefined> {
  const [row] = await db
    .select({ form: forms, board: boards, workspace: workspaces })
    .from(forms)
    .innerJoin(boards, eq(boards.id, forms.boardId))
    .innerJoin(workspaces, eq(workspaces.id, boards.workspaceId))
    .where(eq(forms.slug, slug));
  return row;
}

/** Where a form's task goes: its column if it still has one, else the board's first. */
export async function targetColumnId(db: Database, form: FormRow): Promise<string | undefined> {
  const [row] = await db
    .select({ id: columns.id })
    .from(columns)
    .where(eq(columns.boardId, form.boardId))
    .orderBy(sql`${columns.id} = ${form.columnId} desc nulls last`, asc(columns.position))
    .limit(1);
  return row?.id;
}

/** The board's members who manage it (board admins, and workspace owners and admins on it). */
export async function boardManagersOnIt(db: Database, boardId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: boardMembers.userId })
    .from(boardMembers)
    .innerJoin(boards, eq(boards.id, boardMembers.boardId))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, boards.workspaceId),
        eq(workspaceMembers.userId, boardMembers.userId),
      ),
    )
    .where(
      and(
        eq(boardMembers.boardId, boardId),
        managesBoardSql(sql`${workspaceMembers.role}`, sql`${boardMembers.role}`),
      ),
    );
  return rows.map((row) => row.userId);
}
