import type { Folder } from '@teamboard/shared';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useMemo } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useBoards, type BoardStatus } from '../api/get-boards';
import { sortBoards } from '../api/plan-board-order';
import { SortableBoardItem } from '../projects-dnd/sortable-board-item';
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

/**
 * The projects, favourites first, then in the workspace's manual order; those who may arrange
 * projects drag active ones by their handle (inside the page's ProjectsDndContext).
 */
export function BoardList({ workspaceId, status, folderId, folders, canArrange }: BoardListProps) {
  const query = useBoards(workspaceId, status);
  const boards = useMemo(() => {
    const listed = query.data?.boards ?? [];
    return sortBoards(folderId ? listed.filter((board) => board.folderId === folderId) : listed);
  }, [query.data, folderId]);
  const ids = useMemo(() => boards.map((board) => board._id), [boards]);
  if (query.isPending) return <Spinner className="mx-auto size-6 text-indigo-600" />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch boards')}
        retry={() => void query.refetch()}
      />
    );
  }
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
  const draggable = canArrange && status === 'active';
  return (
    <SortableContext items={ids} strategy={rectSortingStrategy} disabled={!draggable}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {boards.map((board) => (
          <SortableBoardItem
            key={board._id}
            board={board}
            folders={folders}
            canArrange={canArrange}
            draggable={draggable}
          />
        ))}
      </ul>
    </SortableContext>
  );
}
