import { canCreateBoards } from '@teamboard/shared';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { CreateBoardForm } from '../../features/boards/components/create-board-form';
import { useFolders } from '../../features/folders/api/get-folders';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';

/** /{workspace}/projects/create[/{folderId}]: a new project, in the folder of the URL if any. */
export function CreateBoardRoute() {
  useWorkspacePageTitle('New project');
  const { workspace, currentUserRole } = useCurrentWorkspace();
  const { folderId } = useParams();
  const folders = useFolders(workspace._id);
  const back = (
    <ButtonLink variant="secondary" to={`/${workspace.url}/projects`}>
      Back to projects
    </ButtonLink>
  );

  if (!canCreateBoards(currentUserRole)) {
    return (
      <EmptyState
        title="You cannot create projects"
        description="Guests and clients work in the projects they were added to."
        action={back}
      />
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeading title="New project" description={workspace.name} actions={back} />
      <Card className="p-6">
        {folders.isPending ? (
          <Spinner className="mx-auto" />
        ) : (
          <CreateBoardForm
            workspace={workspace}
            folders={folders.data?.folders ?? []}
            folderId={folderId}
          />
        )}
      </Card>
    </div>
  );
}
