import { Outlet } from 'react-router';
import { useIgnoreStrayFileDrops } from '../../lib/use-file-drop';
import { BoardHeader } from './board/board-header';
import { OpenTaskPanel } from './board/open-task-panel';

/**
 * The frame of every view of a board (the switcher's tabs): the board's header, the same in
 * place and content on each so that switching moves nothing, the view under it, and over any
 * view the panel of the task in ?task= (a task link opens wherever the saved view leads). Files
 * are dropped onto cards and the panel: one that misses them is ignored, not opened in the app's
 * place.
 */
export function BoardViewsLayout() {
  useIgnoreStrayFileDrops();
  return (
    <div className="space-y-6">
      <BoardHeader />
      <Outlet />
      <OpenTaskPanel />
    </div>
  );
}
