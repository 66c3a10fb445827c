import type { Column } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { columnsQueryKey } from './get-columns';

type ColumnsData = { columns: Column[] };

/** `/api/columns/<id>…` with every part escaped. */
export function columnApiPath(...segments: string[]): string {
  return ['/api/columns', ...segments.map(encodeURIComponent)].join('/');
}

/** The board's cached columns in position order, or [] before they are loaded. */
export function readColumns(queryClient: QueryClient, boardId: string): Column[] {
  return queryClient.getQueryData<ColumnsData>(columnsQueryKey(boardId))?.columns ?? [];
}

/** Replaces the cached columns (kept in position order); returns the previous ones. */
export function writeColumns(
  queryClient: QueryClient,
  boardId: string,
  columns: Column[],
): Column[] {
  const previous = readColumns(queryClient, boardId);
  const sorted = [...columns].sort((a, b) => a.position - b.position);
  queryClient.setQueryData<ColumnsData>(columnsQueryKey(boardId), { columns: sorted });
  return previous;
}

/** Stores a column the server answered with, new or changed. */
export function storeColumn(queryClient: QueryClient, column: Column): void {
  const others = readColumns(queryClient, column.boardId).filter((each) => each._id !== column._id);
  writeColumns(queryClient, column.boardId, [...others, column]);
}

/** Stops a refetch in flight from overwriting an optimistic change. */
export function cancelColumns(queryClient: QueryClient, boardId: string): Promise<void> {
  return queryClient.cancelQueries({ queryKey: columnsQueryKey(boardId) });
}
