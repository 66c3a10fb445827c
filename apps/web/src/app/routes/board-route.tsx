import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BoardColumns } from '../../features/boards/components/board-columns';
import { BoardHeader } from '../../features/boards/components/board-header';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useBoardRealtime } from '../../features/realtime/use-board-realtime';
import { TaskPanel } from '../../features/tasks/components/task-panel';
import { withParam } from '../../lib/search-string';

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
      <BoardColumns boardId={board._id} />
      {taskKey && <TaskPanel key={taskKey} taskKey={taskKey} onClose={closeTask} />}
    </div>
  );
}
