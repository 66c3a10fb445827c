import { PageHeading } from '../../components/ui/page-heading';
import { BoardReports } from '../../features/board-reports/components/board-reports';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardPageTitle } from '../page-title';

/**
 * /{workspace}/projects/{boardId}/reports: the board's charts over a range of days, under the
 * board's header. Its own chunk, with the chart library: nothing of it reaches the board page.
 * The board's filters do not apply (the report counts the whole board) but stay in the address
 * for the other views.
 */
export function BoardReportsRoute() {
  useBoardPageTitle('Reports');
  const { board } = useCurrentBoard();
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeading
        level={2}
        title="Reports"
        description="Counted in UTC days; weeks start on Monday."
      />
      <BoardReports boardId={board._id} boardKey={board.key} />
    </div>
  );
}
