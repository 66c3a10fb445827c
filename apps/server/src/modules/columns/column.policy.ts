import type { BoardAction } from '@teamboard/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { columns, type ColumnRow, type UserRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { authorizeBoard, type BoardAccess } from '../boards/board.policy';

const COLUMN_NOT_FOUND = 'Column not found';
export const columnNotFound = () => notFound(COLUMN_NOT_FOUND);

/** A column the user may act on; someone who cannot see its board learns nothing (404). */
export async function authorizeColumn(
  db: Database,
  user: UserRow,
  columnId: string,
  action: BoardAction,
): Promise<{ column: ColumnRow; access: BoardAccess }> {
  const [column] = await db.select().from(columns).where(eq(columns.id, columnId)).limit(1);
  if (!column) throw columnNotFound();
  const access = await authorizeBoard(db, user, column.boardId, action, COLUMN_NOT_FOUND);
  return { column, access };
}
