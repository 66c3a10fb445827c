import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api-error';
import { taskPanelPath } from '../boards/board-labels';
import { columnsQuery } from '../columns/api/get-columns';
import { useCreateTask } from '../tasks/api/create-task';

/**
 * Creates a task with a title at the end of a board's first column, as the board's own "add"
 * does, and opens it in the board's panel.
 */
export function useCreateTaskOnBoard(workspaceUrl: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = useCreateTask();
  return async (boardId: string, title: string) => {
    try {
      const { columns } = await queryClient.query(columnsQuery(boardId));
      const [column] = columns;
      if (!column) {
        toast.error('This board has no column to put a task in');
        return;
      }
      const { task } = await mutateAsync({ boardId, columnId: column._id, fields: { title } });
      await navigate(taskPanelPath(workspaceUrl, boardId, task.taskId));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create task'));
    }
  };
}
