import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import {
  WORKSPACE_ERROR_TYPES,
  type WorkspaceErrorType,
} from '../../features/workspaces/workspace-error-path';
import { NotFoundRoute } from './not-found-route';
import { StatusPage } from './status-page';
import { usePageTitle } from '../../lib/use-page-title';

function isErrorType(type: string | undefined): type is WorkspaceErrorType {
  return WORKSPACE_ERROR_TYPES.some((known) => known === type);
}

function page(type: WorkspaceErrorType, workspace: string) {
  const named = workspace ? `/${workspace}` : 'this workspace';
  switch (type) {
    case 'not-found':
      return {
        status: 404,
        title: 'Workspace not found',
        description: `There is no workspace at ${named}, or you are not a member of it.`,
        action: <ButtonLink to="/workspaces">Go to your workspaces</ButtonLink>,
      };
    case 'invited':
      return {
        title: 'You are invited to this workspace',
        description: `You have a pending invitation to ${named}. Accept it to enter the workspace.`,
        action: <ButtonLink to="/account/workspace-invites">See your invitations</ButtonLink>,
      };
    case 'forbidden':
      return {
        status: 403,
        title: 'Access denied',
        description: 'Your role in this workspace does not give access to this page.',
        action: (
          <ButtonLink to={workspace ? `/${workspace}/projects` : '/workspaces'}>
            Back to the workspace
          </ButtonLink>
        ),
      };
  }
}

/** /workspace-error/{type}: not-found, invited or forbidden; any other type is a 404. */
export function WorkspaceErrorRoute() {
  usePageTitle('Workspace unavailable');
  const { type } = useParams();
  const [searchParams] = useSearchParams();
  if (!isErrorType(type)) return <NotFoundRoute />;
  return <StatusPage {...page(type, searchParams.get('workspace') ?? '')} />;
}
