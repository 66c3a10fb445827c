import { FilterBar } from '../../features/board-filters/components/filter-bar';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { BoardTimeline } from '../../features/board-views/components/board-timeline';
import { useBoardPageTitle } from '../page-title';

/**
 * /{workspace}/projects/{boardId}/timeline: the board's tasks as a Gantt chart, live, under the
 * board's header and filters.
 */
export function BoardTimelineRoute() {
  useBoardPageTitle('Timeline');
  const { board } = useCurrentBoard();
  useBoardRealtime(board._id);
  return (
    <>
      <FilterBar />
      <BoardTimeline boardId={board._id} />
    </>
  );
}
