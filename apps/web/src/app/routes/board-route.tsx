import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { CardActionsProvider } from '../../features/tasks/components/card-actions';
import { withParam } from '../../lib/search-string';
import { BoardColumns } from './board/board-columns';
import { BoardHeader } from './board/board-header';
import { CardTimerButton } from './board/card-timer-button';
import { TaskPanel } from './board/task-panel';

/**
 * /{workspace}/projects/{boardId}: the board view, its columns side by side, filtered by the query
 * string (see board-filters); with ?task=<id> the task's panel opens over it, filters kept.
 */
export function BoardRoute() {
  const { board } = useCurrentBoard();
  useBoardRealtime(board._id);
  const { search } = useLocation();
  const navigate = useNavigate();
  const taskKey = new URLSearchParams(search).get('task');
  const closeTask = useCallback(
    () => void navigate({ search: withParam(search, 'task', null) }),
    [navigate, search],
  );
  return (
    <div className="space-y-6">
      <BoardHeader />
      {board.description && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{board.description}</p>
      )}
      <CardActionsProvider value={CardTimerButton}>
        <BoardColumns boardId={board._id} />
      </CardActionsProvider>
      {taskKey && <TaskPanel key={taskKey} taskKey={taskKey} onClose={closeTask} />}
    </div>
  );
}
