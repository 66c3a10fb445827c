import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { BoardHeader } from './board/board-header';
import { OpenTaskPanel } from './board/open-task-panel';
import { BoardTimeline } from './board/timeline/board-timeline';

/**
 * /{workspace}/projects/{boardId}/timeline: the board's tasks as a Gantt chart, live, under the
 * board's header and filters; ?task= opens a task's panel over it.
 */
export function BoardTimelineRoute() {
  const { board } = useCurrentBoard();
  useBoardRealtime(board._id);
  return (
    <div className="space-y-6">
      <BoardHeader />
      <BoardTimeline boardId={board._id} />
      <OpenTaskPanel />
    </div>
  );
}
