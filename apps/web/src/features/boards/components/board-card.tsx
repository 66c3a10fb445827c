import { canOnBoard, type Board, type Folder } from '@teamboard/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useCurrentWorkspace } from '../../workspaces/current-workspace';
import { boardPath, columnCountLabel } from '../board-labels';
import { ArchiveBoardButton } from './archive-board-button';
import { FavoriteStar } from './favorite-star';
import { MemberAvatars } from './member-avatars';
import { MoveBoardMenu } from './move-board-menu';

interface BoardCardProps {
  board: Board;
  folders: Folder[];
  canArrange: boolean;
  /** The handle to drag it by, before the title (for those who may arrange projects). */
  dragHandle?: ReactNode;
}

/**
 * One project: its title opens it; the drag handle, the star, "Move to…" and, when archived,
 * Restore.
 */
export function BoardCard({ board, folders, canArrange, dragHandle }: BoardCardProps) {
  const { workspace, currentUserRole } = useCurrentWorkspace();
  const archived = board.status === 'archived';
  const canManage = canOnBoard(currentUserRole, board.currentUserRole, 'board.manage');
  return (
    <Card data-testid={`board-card-${board._id}`} className="flex flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-1">
          {dragHandle}
          <Link
            to={boardPath(workspace.url, board._id)}
            className="min-w-0 font-semibold hover:text-indigo-600 dark:hover:text-indigo-400"
          >
            <span className="block truncate">{board.title}</span>
          </Link>
        </div>
        <FavoriteStar board={board} />
      </div>
      <div className="flex items-center gap-2 text-xs text-neutral-500 dark:text-neutral-400">
        <Badge>{board.key}</Badge>
        <span>{columnCountLabel(board.columnCount)}</span>
        {archived && <Badge>Archived</Badge>}
      </div>
      <div className="mt-auto flex items-center justify-between gap-2">
        <MemberAvatars members={board.members} />
        {archived
          ? canManage && <ArchiveBoardButton board={board} size="sm" />
          : canArrange && <MoveBoardMenu board={board} folders={folders} />}
      </div>
    </Card>
  );
}
