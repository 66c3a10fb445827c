import type { Folder } from '@teamboard/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useBoards, type BoardStatus } from '../api/get-boards';
import { BoardCard } from './board-card';
import { QueryFailure } from './query-failure';

interface BoardListProps {
  workspaceId: string;
  status: BoardStatus;
  /** undefined: every project; else only those directly in this folder. */
  folderId: string | undefined;
  folders: Folder[];
  canArrange: boolean;
}

function emptyTitle(status: BoardStatus, folder: Folder | undefined): string {
  if (status === 'archived') return 'No archived projects';
  return folder ? `No projects in ${folder.name}` : 'No projects yet';
}

/** The projects in the server's order (favourites first, then the latest updated). */
export function BoardList({ workspaceId, status, folderId, folders, canArrange }: BoardListProps) {
  const query = useBoards(workspaceId, status);
  if (query.isPending) return <Spinner className="mx-auto size-6 text-indigo-600" />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch boards')}
        retry={() => void query.refetch()}
      />
    );
  }
  const boards = folderId
    ? query.data.boards.filter((board) => board.folderId === folderId)
    : query.data.boards;
  const folder = folders.find((candidate) => candidate._id === folderId);
  if (boards.length === 0) {
    return (
      <EmptyState
        title={emptyTitle(status, folder)}
        description={
          status === 'archived'
            ? 'Archived projects appear here and can be restored.'
            : 'Projects you can see in this workspace appear here.'
        }
      />
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {boards.map((board) => (
        <li key={board._id} className="flex">
          <BoardCard board={board} folders={folders} canArrange={canArrange} />
        </li>
      ))}
    </ul>
  );
}
