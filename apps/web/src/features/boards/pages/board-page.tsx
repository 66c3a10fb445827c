import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { TaskPanel } from '../../tasks/components/task-panel';
import { BoardColumns } from '../components/board-columns';
import { BoardHeader } from '../components/board-header';
import { useCurrentBoard } from '../current-board';

/**
 * /{workspace}/projects/{boardId}: the board view, its columns side by side; with ?task=<id> the
 * task's panel opens over it.
 */
export function BoardPage() {
  const { board } = useCurrentBoard();
  const [params, setParams] = useSearchParams();
  const taskKey = params.get('task');
  const closeTask = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('task');
        return next;
      }),
    [setParams],
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
