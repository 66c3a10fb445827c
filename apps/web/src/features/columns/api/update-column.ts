import { columnResponseSchema, type Column, type UpdateColumnInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import {
  cancelColumns,
  columnApiPath,
  readColumns,
  storeColumn,
  writeColumns,
} from './columns-cache';

export interface UpdateColumnVariables {
  column: Column;
  title: string;
}

export function updateColumn({ column, title }: UpdateColumnVariables): Promise<{
  column: Column;
}> {
  return api.put(columnApiPath(column._id), columnResponseSchema, {
    title,
  } satisfies UpdateColumnInput);
}

/** Renames at once; puts the old title back with an error toast if the server refuses. */
export function useUpdateColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateColumn,
    onMutate: async ({ column, title }) => {
      await cancelColumns(queryClient, column.boardId);
      const columns = readColumns(queryClient, column.boardId);
      const renamed = columns.map((each) => (each._id === column._id ? { ...each, title } : each));
      return writeColumns(queryClient, column.boardId, renamed);
    },
    onError: (error, { column }, previous) => {
      if (previous) writeColumns(queryClient, column.boardId, previous);
      toast.error(errorMessage(error, 'Failed to update column'));
    },
    onSuccess: ({ column }) => storeColumn(queryClient, column),
  });
}
