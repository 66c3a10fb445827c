import { useCallback } from 'react';
import { useBoards } from '../boards/api/get-boards';
import { taskPanelPath } from '../boards/board-labels';
import { useCurrentBoard } from '../boards/current-board';
import { useCurrentWorkspace } from '../workspaces/current-workspace';

/**
 * Where a task key written in a text ("WEB-12") leads: that task's panel on the board whose key
 * it carries, the current board first (keys may repeat across boards), then the workspace's
 * other active boards; null for a key no board of the workspace has.
 */
export function useTaskKeyHref(): (key: string) => string | null {
  const { board } = useCurrentBoard();
  const { workspace } = useCurrentWorkspace();
  const boards = useBoards(workspace._id, 'active').data?.boards;
  return useCallback(
    (taskKey: string) => {
      const prefix = taskKey.slice(0, taskKey.lastIndexOf('-'));
      const owner = board.key === prefix ? board : boards?.find((each) => each.key === prefix);
      return owner ? taskPanelPath(workspace.url, owner._id, taskKey) : null;
    },
    [board, boards, workspace],
  );
}
