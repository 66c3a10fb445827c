import { Alert } from '../../components/ui/alert';
import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { useWorkspaceProjects } from '../../features/boards/api/get-workspace-projects';
import { WorkspaceProjectsTable } from '../../features/boards/components/workspace-projects-table';
import { useFolders } from '../../features/folders/api/get-folders';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';

/**
 * /{workspace}/settings/projects: every board, active and archived, with its figures. The owner
 * and admins manage every board (archive, restore, delete, move); other members read the table.
 */
export function ProjectsSettingsRoute() {
  useWorkspacePageTitle('Projects settings');
  const { workspace, isWorkspaceAdmin } = useCurrentWorkspace();
  const projects = useWorkspaceProjects(workspace._id);
  const folders = useFolders(workspace._id);

  const body = () => {
    if (projects.isPending || folders.isPending) return <Spinner className="text-indigo-600" />;
    if (projects.isError) {
      return <Alert tone="error">{errorMessage(projects.error, 'Failed to fetch projects')}</Alert>;
    }
    if (projects.data.projects.length === 0) {
      return <p className="text-sm text-neutral-500">No projects yet.</p>;
    }
    return (
      <WorkspaceProjectsTable
        workspace={workspace}
        projects={projects.data.projects}
        folders={isWorkspaceAdmin ? (folders.data?.folders ?? []) : null}
      />
    );
  };

  return (
    <div className="space-y-6">
      <PageHeading title="Projects" description={`Every project of ${workspace.name}.`} />
      <SectionCard
        title="All projects"
        description={
          isWorkspaceAdmin
            ? 'Archive, restore, delete or file any project in a folder.'
            : 'Only the owner and admins change projects from here.'
        }
      >
        {body()}
      </SectionCard>
    </div>
  );
}
