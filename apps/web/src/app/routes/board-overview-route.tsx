import { BoardOverview } from '../../features/board-overview/components/board-overview';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { BoardHeader } from './board/board-header';
import { OpenTaskPanel } from './board/open-task-panel';

/**
 * /{workspace}/projects/{boardId}/overview: the board at a glance, live, under the board's
 * header and filters (the counts are of the tasks the filters leave); ?task= opens a task's
 * panel over it.
 */
export function BoardOverviewRoute() {
  const { workspace } = useCurrentWorkspace();
  const { board } = useCurrentBoard();
  useBoardRealtime(board._id);
  return (
    <div className="space-y-6">
      <BoardHeader />
      <BoardOverview workspaceUrl={workspace.url} boardId={board._id} />
      <OpenTaskPanel />
    </div>
  );
}
