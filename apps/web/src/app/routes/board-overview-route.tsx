import { FilterBar } from '../../features/board-filters/components/filter-bar';
import { BoardOverview } from '../../features/board-overview/components/board-overview';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useBoardPageTitle } from '../page-title';

/**
 * /{workspace}/projects/{boardId}/overview: the board at a glance, live, under the board's
 * header and filters (the counts are of the tasks the filters leave).
 */
export function BoardOverviewRoute() {
  useBoardPageTitle('Overview');
  const { workspace } = useCurrentWorkspace();
  const { board } = useCurrentBoard();
  useBoardRealtime(board._id);
  return (
    <>
      <FilterBar />
      <div className="max-w-6xl">
        <BoardOverview workspaceUrl={workspace.url} boardId={board._id} />
      </div>
    </>
  );
}
