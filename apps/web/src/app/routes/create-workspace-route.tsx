import type { Workspace } from '@teamboard/shared';
import { useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageHeading } from '../../components/ui/page-heading';
import { useSessionStore } from '../../lib/session-store';
import { importWorkspace } from '../../features/workspace-export/api/import-workspace';
import { ImportWorkspaceSection } from '../../features/workspace-export/components/import-workspace-section';
import { useWorkspaceMutation } from '../../features/workspaces/api/use-workspace-mutation';
import { CreateWorkspaceForm } from '../../features/workspaces/components/create-workspace-form';
import { usePageTitle } from '../../lib/use-page-title';

/** The server makes an imported workspace the user's last active one; the stored user follows. */
function rememberAsLastActive(workspace: Workspace): void {
  const { user, setUser } = useSessionStore.getState();
  if (user) setUser({ ...user, lastActiveWorkspaceURL: workspace.url });
}

/**
 * /workspaces/create: a new empty workspace, or one recreated from an export; on success the
 * user goes straight into it.
 */
export function CreateWorkspaceRoute() {
  usePageTitle('Create a workspace');
  const navigate = useNavigate();
  const importing = useWorkspaceMutation(importWorkspace, rememberAsLastActive);
  const open = (workspace: Workspace) => navigate(`/${workspace.url}/projects`);
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <PageHeading
        title="Create a workspace"
        description="A shared home for a team's projects. You can change all of this later."
      />
      <Card className="p-6">
        <CreateWorkspaceForm onCreated={open} />
      </Card>
      <ImportWorkspaceSection
        onImport={async (file) => open((await importing.mutateAsync(file)).workspace)}
        importing={importing.isPending}
        error={importing.error}
      />
    </div>
  );
}
