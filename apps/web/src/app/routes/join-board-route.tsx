import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { AlreadyMember } from '../../features/board-join/components/already-member';
import { JoinButton } from '../../features/board-join/components/join-button';
import { JoinCard } from '../../features/board-join/components/join-card';
import { useBoard } from '../../features/boards/api/get-board';
import { useJoinBoard } from '../../features/boards/api/join-board';
import { boardPath } from '../../features/boards/board-labels';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';

/**
 * /{workspace}/projects/{boardId}/join: joining without a link, which the workspace's internal
 * members may do for any board. Outside the board guard: someone who cannot see the board still
 * gets the page, and the server's refusal.
 */
export function JoinBoardRoute() {
  useWorkspacePageTitle('Join project');
  const { boardId = '' } = useParams();
  const { workspace } = useCurrentWorkspace();
  const query = useBoard(boardId);
  const join = useJoinBoard(boardId);
  const path = boardPath(workspace.url, boardId);

  if (query.isPending) return <Spinner className="mx-auto mt-12 size-8 text-indigo-600" />;
  // A board the user cannot see is no answer here: joining may still be tried.
  const board = query.data?.board;
  return (
    <JoinCard
      title={board ? `Join ${board.title}` : 'Join this project'}
      description="Members of the workspace can join any of its projects."
    >
      {board && board.currentUserRole !== null ? (
        <AlreadyMember boardPath={path} />
      ) : (
        <JoinButton join={join} boardPath={path} />
      )}
    </JoinCard>
  );
}
