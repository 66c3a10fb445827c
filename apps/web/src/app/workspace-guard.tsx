import { Navigate, Outlet, useParams } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { useWorkspace } from '../features/workspaces/api/get-workspace';
import { CurrentWorkspaceProvider } from '../features/workspaces/current-workspace';
import { useEnterWorkspace } from '../features/workspaces/use-enter-workspace';
import { useWorkspaceAccessStatus } from '../features/workspaces/use-workspace-access-status';
import { workspaceErrorPath } from '../features/workspaces/workspace-error-path';
import { isWorkspaceUrlShaped } from '../features/workspaces/workspace-url';
import { ApiError, errorMessage } from '../lib/api-error';
import { ErrorLayoutFrame } from './layouts/error-layout';
import { LoadFailure } from './routes/load-failure';
import { NotFoundRoute } from './routes/not-found-route';

function EnteredWorkspace({ url }: { url: string }) {
  useEnterWorkspace(url);
  return <Outlet />;
}

/** Loads the workspace the user may enter and provides it to every page below. */
function WorkspaceLoader({ url }: { url: string }) {
  const query = useWorkspace(url);
  // Also when a refetch finds it gone (deleted, or the user was removed).
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <Navigate to={workspaceErrorPath('not-found', url)} replace />;
  }
  if (!query.data) {
    if (!query.isError) return <FullPageSpinner />;
    return (
      <LoadFailure
        message={errorMessage(query.error, 'Failed to fetch workspace details')}
        retry={() => void query.refetch()}
      />
    );
  }
  return (
    <CurrentWorkspaceProvider workspace={query.data.workspace}>
      <EnteredWorkspace url={url} />
    </CurrentWorkspaceProvider>
  );
}

function WorkspaceAccessGate({ url }: { url: string }) {
  const access = useWorkspaceAccessStatus(url);
  switch (access.kind) {
    case 'checking':
      return <FullPageSpinner />;
    case 'failed':
      return (
        <LoadFailure
          message={errorMessage(access.error, 'Failed to check workspace access')}
          retry={access.retry}
        />
      );
    case 'decided':
      if (access.status === 'allowed') return <WorkspaceLoader url={url} />;
      return (
        <Navigate
          to={workspaceErrorPath(access.status === 'invited' ? 'invited' : 'not-found', url)}
          replace
        />
      );
  }
}

/**
 * The workspace guard of /{workspace}/*: a segment that cannot be a workspace URL is a 404;
 * otherwise access is checked (locally from the user's lists first), then the workspace loaded.
 */
export function WorkspaceGuard() {
  const { workspace: url = '' } = useParams();
  if (!isWorkspaceUrlShaped(url)) {
    return (
      <ErrorLayoutFrame>
        <NotFoundRoute />
      </ErrorLayoutFrame>
    );
  }
  return <WorkspaceAccessGate url={url} />;
}
