import { PageHeading } from '../../components/ui/page-heading';
import { BoardReports } from '../../features/board-reports/components/board-reports';
import { useCurrentBoard } from '../../features/boards/current-board';
import { BoardViewSwitcher } from './board/board-view-switcher';

/**
 * /{workspace}/projects/{boardId}/reports: the board's charts over a range of days. Its own
 * chunk, with the chart library: nothing of it reaches the board page. The board's filters do
 * not apply (the report counts the whole board) but stay in the address for the other views.
 */
export function BoardReportsRoute() {
  const { board } = useCurrentBoard();
  return (
    <div className="space-y-6">
      <PageHeading
        title={`${board.title} reports`}
        description="Counted in UTC days; weeks start on Monday."
      />
      <BoardViewSwitcher />
      <BoardReports boardId={board._id} boardKey={board.key} />
    </div>
  );
}
