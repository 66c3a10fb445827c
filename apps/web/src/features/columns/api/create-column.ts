import { columnResponseSchema, type Column, type CreateColumnInput } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateBoardLists } from '../../boards/api/get-boards';
import { columnApiPath, storeColumn } from './columns-cache';

export interface CreateColumnVariables {
  boardId: string;
  title: string;
}

/** A new column at the right end of the board. */
export function createColumn({ boardId, title }: CreateColumnVariables): Promise<{
  column: Column;
}> {
  return api.post(columnApiPath(), columnResponseSchema, {
    boardId,
    fields: { title },
    position: 'bottom',
  } satisfies CreateColumnInput);
}

/** Adds the new column to the board's cached columns; project lists show a new column count. */
export function useCreateColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createColumn,
    onSuccess: async ({ column }) => {
      storeColumn(queryClient, column);
      await invalidateBoardLists(queryClient);
    },
  });
}
