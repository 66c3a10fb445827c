import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { CardActionsProvider } from '../../features/tasks/components/card-actions';
import { withParam } from '../../lib/search-string';
import { prefetchWhenIdle } from '../prefetch';
import { BoardColumns } from './board/board-columns';
import { BoardHeader } from './board/board-header';
import { CardTimerButton } from './board/card-timer-button';

// The panel (task form, comments, activity, time entries) is not needed to show the board.
const loadTaskPanel = () => import('./board/task-panel');
const TaskPanel = lazy(async () => ({ default: (await loadTaskPanel()).TaskPanel }));

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
  useEffect(() => prefetchWhenIdle(loadTaskPanel), []);
  return (
    <div className="space-y-6">
      <BoardHeader />
      {board.description && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{board.description}</p>
      )}
      <CardActionsProvider value={CardTimerButton}>
        <BoardColumns boardId={board._id} />
      </CardActionsProvider>
      {taskKey && (
        <Suspense>
          <TaskPanel key={taskKey} taskKey={taskKey} onClose={closeTask} />
        </Suspense>
      )}
    </div>
  );
}
