import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateWorkspaceActivity } from '../../workspaces/api/get-workspace-activity';
import { archiveBoard } from './archive-board';
import { deleteBoard } from './delete-board';
import { invalidateBoard } from './get-board';
import { invalidateBoardLists } from './get-boards';
import { invalidateWorkspaceProjects } from './get-workspace-projects';
import { moveBoard } from './move-board';

/**
 * An action of the projects table, through the board's own route: afterwards the table, the
 * board lists, the board and the audit log are read again.
 */
function useProjectMutation<T extends { boardId: string }>(
  workspaceId: string,
  mutationFn: (variables: T) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, { boardId }) =>
      Promise.all([
        invalidateWorkspaceProjects(queryClient, workspaceId),
        invalidateBoardLists(queryClient),
        invalidateBoard(queryClient, boardId),
        invalidateWorkspaceActivity(queryClient, workspaceId),
      ]),
  });
}

/** Archives an active board, restores an archived one. */
export const useArchiveProject = (workspaceId: string) =>
  useProjectMutation(workspaceId, ({ boardId }: { boardId: string }) => archiveBoard(boardId));

export const useDeleteProject = (workspaceId: string) =>
  useProjectMutation(workspaceId, ({ boardId }: { boardId: string }) => deleteBoard(boardId));

export const useMoveProject = (workspaceId: string) =>
  useProjectMutation(workspaceId, (target: { boardId: string; folderId: string | null }) =>
    moveBoard(target),
  );
