import { messageResponseSchema, type Column, type MessageResponse } from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateBoardLists } from '../../boards/api/get-boards';
import { moveColumnTasks } from '../../tasks/api/move-column-tasks';
import { columnApiPath, readColumns, writeColumns } from './columns-cache';

export interface DeleteColumnVariables {
  column: Column;
  /** Where the column's tasks go; the server refuses to delete a column with tasks without it. */
  moveTasksTo: string | null;
}

export function deleteColumn({
  column,
  moveTasksTo,
}: DeleteColumnVariables): Promise<MessageResponse> {
  return api.delete(
    columnApiPath(column._id),
    messageResponseSchema,
    moveTasksTo ? { query: { moveTasksTo } } : undefined,
  );
}

/**
 * Once the server deleted it: drops the column from the cache and shows its tasks below the
 * destination's, in their old order, then refetches the tasks for the positions the server gave.
 */
export function useDeleteColumn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteColumn,
    onSuccess: async (_result, { column, moveTasksTo }) => {
      const { boardId } = column;
      writeColumns(
        queryClient,
        boardId,
        readColumns(queryClient, boardId).filter((each) => each._id !== column._id),
      );
      await Promise.all([
        moveTasksTo && moveColumnTasks(queryClient, boardId, { from: column._id, to: moveTasksTo }),
        invalidateBoardLists(queryClient),
      ]);
    },
  });
}
