import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useJoinBoard } from '../../../features/boards/api/join-board';
import { boardPath } from '../../../features/boards/board-labels';
import { ArchiveBoardButton } from '../../../features/boards/components/archive-board-button';
import { ArchivedBoardBanner } from '../../../features/boards/components/archived-board-banner';
import { FavoriteStar } from '../../../features/boards/components/favorite-star';
import { MemberAvatars } from '../../../features/boards/components/member-avatars';
import { useCurrentBoard } from '../../../features/boards/current-board';
import { WorkingHoursQuotaBar } from '../../../features/time-tracking/components/working-hours-quota-bar';
import { useCurrentWorkspace } from '../../../features/workspaces/current-workspace';
import { reportOutcome } from '../../../lib/report-outcome';
import { BoardViewSwitcher } from './board-view-switcher';

function JoinButton({ boardId }: { boardId: string }) {
  const join = useJoinBoard(boardId);
  const onClick = () =>
    reportOutcome(join.mutateAsync(), 'Failed to join board', ({ board }) =>
      toast.success(`You joined ${board.title}`),
    );
  return (
    <Button loading={join.isPending} onClick={onClick}>
      Join
    </Button>
  );
}

/**
 * Title, key, star and members; Join for non-members, Archive and Settings for its admins (an
 * archived board's banner offers Restore instead); under them the board's views. The same on
 * every view (the views that filter put the filters under it).
 */
export function BoardHeader() {
  const { workspace } = useCurrentWorkspace();
  const { board, can, manages } = useCurrentBoard();
  return (
    <div className="space-y-4">
      <ArchivedBoardBanner />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{board.title}</h1>
          <Badge>{board.key}</Badge>
          {board.status === 'archived' && <Badge>Archived</Badge>}
          <FavoriteStar board={board} />
        </div>
        <div className="flex items-center gap-3">
          <WorkingHoursQuotaBar />
          <MemberAvatars members={board.members} />
          {can('board.join') && <JoinButton boardId={board._id} />}
          {can('board.manage') && <ArchiveBoardButton board={board} />}
          {manages && (
            <ButtonLink variant="secondary" to={boardPath(workspace.url, board._id, 'update')}>
              Settings
            </ButtonLink>
          )}
        </div>
      </div>
      <BoardViewSwitcher />
    </div>
  );
}
