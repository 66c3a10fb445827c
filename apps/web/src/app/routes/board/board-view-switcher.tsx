import { BOARD_VIEWS } from '@teamboard/shared';
import { NavLink, useLocation } from 'react-router';
import { barLinkClasses } from '../../../components/ui/nav-styles';
import { useSaveBoardView, type BoardView } from '../../../features/boards/api/save-board-view';
import { boardPath } from '../../../features/boards/board-labels';
import { useCurrentBoard } from '../../../features/boards/current-board';
import { useCurrentWorkspace } from '../../../features/workspaces/current-workspace';
import { withParam } from '../../../lib/search-string';
import { CHOSEN_VIEW } from './saved-view';

const VIEW_NAMES: Record<BoardView, string> = {
  board: 'Board',
  calendar: 'Calendar',
  timeline: 'Timeline',
  overview: 'Overview',
  reports: 'Reports',
};

/**
 * The board's views as links, the filters kept (an open task is not); following one saves it as
 * the view the board opens in, and tells the board page it was chosen so it does not send the
 * user on to the saved view. Then, for the board's admins, its forms and imports.
 */
export function BoardViewSwitcher() {
  const { workspace } = useCurrentWorkspace();
  const { board, can } = useCurrentBoard();
  const { search } = useLocation();
  const save = useSaveBoardView(board._id);
  const filters = withParam(search, 'task', null);
  return (
    <nav aria-label="Board views" className="flex flex-wrap gap-1">
      {BOARD_VIEWS.map((view) => {
        const path =
          view === 'board'
            ? boardPath(workspace.url, board._id)
            : boardPath(workspace.url, board._id, view);
        return (
          <NavLink
            key={view}
            end
            to={{ pathname: path, search: filters }}
            state={CHOSEN_VIEW}
            onClick={() => save.mutate(view)}
            className={barLinkClasses}
          >
            {VIEW_NAMES[view]}
          </NavLink>
        );
      })}
      {/* Not views the board opens in: its admins' forms and imports, filters left behind. */}
      {can('board.manage') && (
        <>
          <NavLink to={boardPath(workspace.url, board._id, 'forms')} className={barLinkClasses}>
            Forms
          </NavLink>
          <NavLink to={boardPath(workspace.url, board._id, 'import')} className={barLinkClasses}>
            Import
          </NavLink>
        </>
      )}
    </nav>
  );
}
