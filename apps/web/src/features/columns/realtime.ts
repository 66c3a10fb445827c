import type { Column } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  cachedListUpdates,
  putNewest,
  type CachedList,
  type ListChanges,
} from '../../lib/realtime/board-lists';
import type { BoardUpdateHandlers } from '../../lib/realtime/board-updates';
import { columnsQueryKey } from './api/get-columns';
import { readColumns, writeColumns } from './api/columns-cache';

function byPosition(columns: Column[]): Column[] {
  return [...columns].sort((a, b) => a.position - b.position);
}

const putColumn = (columns: Column[], { column }: { column: Column }) =>
  byPosition(putNewest(columns, column));

/**
 * A reordered board's columns: each as sent unless the cached copy is newer (a rename that
 * committed later), and cached columns the list does not name (created since) kept.
 */
function mergeColumns(cached: Column[], incoming: Column[]): Column[] {
  return byPosition(incoming.reduce((columns, column) => putNewest(columns, column), cached));
}

/** How board events change a board's columns, kept in position order. */
export const columnListChanges: ListChanges<Column> = {
  COLUMN_CREATED: putColumn,
  COLUMN_UPDATED: putColumn,
  COLUMNS_REORDERED: (cached, { columns }) => mergeColumns(cached, columns),
  COLUMN_DELETED: (columns, { columnId }) => columns.filter((column) => column._id !== columnId),
};

const cachedColumns: CachedList<Column> = {
  queryKey: columnsQueryKey,
  read: readColumns,
  write: writeColumns,
};

/** The board events of columns, applied to the board's cached columns. */
export function columnBoardUpdates(queryClient: QueryClient): BoardUpdateHandlers {
  return cachedListUpdates(queryClient, cachedColumns, columnListChanges);
}
