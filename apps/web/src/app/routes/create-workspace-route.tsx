import { useNavigate } from 'react-router';
import { Card } from '../../components/ui/card';
import { PageHeading } from '../../components/ui/page-heading';
import { CreateWorkspaceForm } from '../../features/workspaces/components/create-workspace-form';

/** /workspaces/create: on success the user goes straight into the new workspace. */
export function CreateWorkspaceRoute() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <PageHeading
        title="Create a workspace"
        description="A shared home for a team's projects. You can change all of this later."
      />
      <Card className="p-6">
        <CreateWorkspaceForm onCreated={(workspace) => navigate(`/${workspace.url}/projects`)} />
      </Card>
    </div>
  );
}
