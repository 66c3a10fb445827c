import { PageHeading } from '../../components/ui/page-heading';
import { WorkspaceExportSection } from '../../features/workspace-export/components/workspace-export-section';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { NotFoundRoute } from './not-found-route';
import { useWorkspacePageTitle } from '../page-title';

/** /{workspace}/settings/export: the workspace's export, for its owner and admins. */
export function ExportSettingsRoute() {
  useWorkspacePageTitle('Export settings');
  const { workspace, can } = useCurrentWorkspace();
  if (!can('workspace.export')) return <NotFoundRoute />;
  return (
    <div className="space-y-6">
      <PageHeading title="Export" description="Take a copy of this workspace's data with you." />
      <WorkspaceExportSection workspaceId={workspace._id} />
    </div>
  );
}
