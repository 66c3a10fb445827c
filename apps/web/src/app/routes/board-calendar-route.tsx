import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { BoardHeader } from './board/board-header';
import { BoardCalendar } from './board/calendar/board-calendar';
import { OpenTaskPanel } from './board/open-task-panel';

/**
 * /{workspace}/projects/{boardId}/calendar: the board's tasks by due date on a month or week,
 * live, under the board's header and filters; ?task= opens a task's panel over it.
 */
export function BoardCalendarRoute() {
  const { board } = useCurrentBoard();
  useBoardRealtime(board._id);
  return (
    <div className="space-y-6">
      <BoardHeader />
      <BoardCalendar boardId={board._id} />
      <OpenTaskPanel />
    </div>
  );
}
