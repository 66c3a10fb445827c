import { BoardColumns } from '../components/board-columns';
import { BoardHeader } from '../components/board-header';
import { useCurrentBoard } from '../current-board';

/** /{workspace}/projects/{boardId}: the board view, its columns side by side. */
export function BoardPage() {
  const { board } = useCurrentBoard();
  return (
    <div className="space-y-6">
      <BoardHeader />
      {board.description && (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{board.description}</p>
      )}
      <BoardColumns boardId={board._id} />
    </div>
  );
}
