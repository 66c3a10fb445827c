import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { Spinner } from '../../components/ui/spinner';
import { Alert } from '../../components/ui/alert';
import { errorMessage } from '../../lib/api-error';
import { useWorkspaceSecurity } from '../../features/workspaces/api/get-workspace-security';
import { ActivityList } from '../../features/workspaces/components/activity-list';
import {
  SecuritySettingsForm,
  SecuritySettingsSummary,
} from '../../features/workspaces/components/security-settings-form';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';

/** The settings themselves: a form for owner and admins, read-only for other members. */
function SecuritySettings() {
  const { workspace, can } = useCurrentWorkspace();
  const security = useWorkspaceSecurity(workspace._id);
  if (security.isPending) return <Spinner className="text-indigo-600" />;
  if (security.isError) {
    return (
      <Alert tone="error">
        {errorMessage(security.error, 'Failed to fetch security settings')}
      </Alert>
    );
  }
  return can('security.update') ? (
    <SecuritySettingsForm workspaceId={workspace._id} security={security.data.security} />
  ) : (
    <SecuritySettingsSummary security={security.data.security} />
  );
}

/** /{workspace}/settings/security: invitations and access, and the audit log for admins. */
export function WorkspaceSecurityRoute() {
  useWorkspacePageTitle('Security settings');
  const { workspace, can } = useCurrentWorkspace();
  return (
    <div className="space-y-6">
      <PageHeading title="Security" description={`Who may join ${workspace.name}, and how.`} />
      <SectionCard title="Invitations and access">
        <SecuritySettings />
      </SectionCard>
      {can('activity.view') && (
        <SectionCard
          title="Audit log"
          description="Members, invitations, projects and settings: who changed what, and when."
        >
          <ActivityList workspaceId={workspace._id} />
        </SectionCard>
      )}
    </div>
  );
}
