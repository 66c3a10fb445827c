import { FilterBar } from '../../features/board-filters/components/filter-bar';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { BoardCalendar } from '../../features/board-views/components/board-calendar';
import { useBoardPageTitle } from '../page-title';

/**
 * /{workspace}/projects/{boardId}/calendar: the board's tasks by due date on a month or week,
 * live, under the board's header and filters.
 */
export function BoardCalendarRoute() {
  useBoardPageTitle('Calendar');
  const { board } = useCurrentBoard();
  useBoardRealtime(board._id);
  return (
    <>
      <FilterBar />
      <BoardCalendar boardId={board._id} />
    </>
  );
}
