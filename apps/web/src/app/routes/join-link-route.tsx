import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button-link';
import { Spinner } from '../../components/ui/spinner';
import { useJoinPreview } from '../../features/board-join/api/get-join-preview';
import { useJoinBoardByLink } from '../../features/board-join/api/join-board-by-link';
import { AlreadyMember } from '../../features/board-join/components/already-member';
import { JoinButton } from '../../features/board-join/components/join-button';
import { JoinCard } from '../../features/board-join/components/join-card';
import { boardPath } from '../../features/boards/board-labels';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { errorMessage } from '../../lib/api-error';
import { useWorkspacePageTitle } from '../page-title';

/**
 * /{workspace}/projects/{boardId}/join/{token}: a board's join link. Outside the board guard, so
 * a guest not yet on the board can open it; shows the board's title and joins with the token.
 */
export function JoinLinkRoute() {
  useWorkspacePageTitle('Join project');
  const { boardId = '', token = '' } = useParams();
  const { workspace } = useCurrentWorkspace();
  const preview = useJoinPreview(boardId, token);
  const join = useJoinBoardByLink(boardId, token);

  if (preview.isPending) return <Spinner className="mx-auto mt-12 size-8 text-indigo-600" />;
  if (preview.isError) {
    return (
      <JoinCard title="Join link unavailable">
        <Alert tone="error">{errorMessage(preview.error, 'Invalid or expired join link')}</Alert>
        <ButtonLink to={`/${workspace.url}/projects`} variant="secondary" fullWidth>
          Back to projects
        </ButtonLink>
      </JoinCard>
    );
  }

  const { board, alreadyMember } = preview.data;
  const path = boardPath(board.workspaceUrl, board._id);
  return (
    <JoinCard
      title={`Join ${board.title}`}
      description="You have been given a link to join this project."
    >
      {alreadyMember ? (
        <AlreadyMember boardPath={path} />
      ) : (
        <JoinButton join={join} boardPath={path} />
      )}
    </JoinCard>
  );
}
