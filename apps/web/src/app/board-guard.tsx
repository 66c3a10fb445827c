import { Outlet, useParams } from 'react-router';
import { AvatarPaletteProvider } from '../components/ui/avatar-palette-context';
import { ButtonLink } from '../components/ui/button-link';
import { Spinner } from '../components/ui/spinner';
import { useBoard } from '../features/boards/api/get-board';
import { QueryFailure } from '../features/boards/components/query-failure';
import { CurrentBoardProvider } from '../features/boards/current-board';
import { ApiError, errorMessage } from '../lib/api-error';
import { useCurrentWorkspace } from '../features/workspaces/current-workspace';
import { StatusPage } from './routes/status-page';

function BoardNotFound() {
  const { workspace } = useCurrentWorkspace();
  return (
    <div className="flex justify-center py-16">
      <StatusPage
        status={404}
        title="Project not found"
        description="This project does not exist, was deleted, or you cannot see it."
        action={<ButtonLink to={`/${workspace.url}/projects`}>Back to projects</ButtonLink>}
      />
    </div>
  );
}

/** /{workspace}/projects/{boardId}/*: loads the board; a board that is not there is a 404. */
export function BoardGuard() {
  const { boardId = '' } = useParams();
  const query = useBoard(boardId);
  if (query.error instanceof ApiError && query.error.status === 404) return <BoardNotFound />;
  if (!query.data) {
    if (!query.isError) return <Spinner className="mx-auto mt-12 size-8 text-indigo-600" />;
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch board')}
        retry={() => void query.refetch()}
      />
    );
  }
  return (
    <CurrentBoardProvider board={query.data.board}>
      <AvatarPaletteProvider names={query.data.board.members.map(({ user }) => user.name)}>
        <Outlet />
      </AvatarPaletteProvider>
    </CurrentBoardProvider>
  );
}
