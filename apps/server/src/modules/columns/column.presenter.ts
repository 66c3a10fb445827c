import type { Column } from '@teamboard/shared';
import type { ColumnRow } from '../../db/schema/index';

export function presentColumn(row: ColumnRow): Column {
  return {
    _id: row.id,
    title: row.title,
    position: row.position,
    boardId: row.boardId,
    status: row.status,
    color: row.color,
    isDone: row.isDone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
