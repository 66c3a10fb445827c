import { columnsResponseSchema, type Column, type ColumnOrderInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { orderColumns } from '../column-order';
import { cancelColumns, columnApiPath, readColumns, writeColumns } from './columns-cache';

export function reorderColumns(body: ColumnOrderInput): Promise<{ columns: Column[] }> {
  return api.put(columnApiPath('order'), columnsResponseSchema, body);
}

/**
 * Shows the new order at once and sends it; puts the columns back with an error toast if the
 * server refuses. The server answers with every column and its new position.
 */
export function useReorderColumns(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columnOrder: string[]) => reorderColumns({ boardId, columnOrder }),
    onMutate: async (columnOrder) => {
      await cancelColumns(queryClient, boardId);
      const columns = readColumns(queryClient, boardId);
      return writeColumns(queryClient, boardId, orderColumns(columns, columnOrder));
    },
    onError: (error, _order, previous) => {
      if (previous) writeColumns(queryClient, boardId, previous);
      toast.error(errorMessage(error, 'Failed to update column'));
    },
    onSuccess: ({ columns }) => writeColumns(queryClient, boardId, columns),
  });
}
