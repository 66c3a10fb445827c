import { columnsResponseSchema, type Column } from '@teamboard/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { boardApiPath, boardQueryKey } from '../../boards/api/get-board';

export const columnsQueryKey = (boardId: string) => [...boardQueryKey(boardId), 'columns'] as const;

/** The board's columns in position order. */
export function getColumns(boardId: string): Promise<{ columns: Column[] }> {
  return api.get(boardApiPath(boardId, 'columns'), columnsResponseSchema);
}

export const columnsQuery = (boardId: string) =>
  queryOptions({ queryKey: columnsQueryKey(boardId), queryFn: () => getColumns(boardId) });

export function useColumns(boardId: string) {
  return useQuery(columnsQuery(boardId));
}
