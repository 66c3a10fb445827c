import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { DeleteWorkspaceSection } from '../../features/workspaces/components/delete-workspace-section';
import { LogoSection } from '../../features/workspaces/components/logo-section';
import { TransferOwnershipSection } from '../../features/workspaces/components/transfer-ownership-section';
import { WorkspaceDetailsForm } from '../../features/workspaces/components/workspace-details-form';
import { WorkspaceLogo } from '../../features/workspaces/components/workspace-logo';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWorkspacePageTitle } from '../page-title';

/** What a member who may not change the workspace sees: the details, read-only. */
function ReadOnlyDetails() {
  const { workspace } = useCurrentWorkspace();
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="text-neutral-500">Logo</dt>
      <dd>
        <WorkspaceLogo name={workspace.name} logo={workspace.logo} />
      </dd>
      <dt className="text-neutral-500">Name</dt>
      <dd>{workspace.name}</dd>
      <dt className="text-neutral-500">URL</dt>
      <dd>/{workspace.url}</dd>
      <dt className="text-neutral-500">Description</dt>
      <dd>{workspace.description ?? '—'}</dd>
    </dl>
  );
}

/** /{workspace}/settings/general: details and logo (admins); transfer and delete (owner). */
export function GeneralSettingsRoute() {
  useWorkspacePageTitle('General settings');
  const { workspace, can } = useCurrentWorkspace();
  const editable = can('workspace.update');
  return (
    <div className="space-y-6">
      <PageHeading title="General" description={`Settings of ${workspace.name}.`} />
      <SectionCard title="Details">
        {editable ? <WorkspaceDetailsForm workspace={workspace} /> : <ReadOnlyDetails />}
      </SectionCard>
      {editable && (
        <SectionCard title="Logo" description="Shown in the workspace switcher and lists.">
          <LogoSection workspace={workspace} />
        </SectionCard>
      )}
      {can('workspace.transferOwnership') && (
        <SectionCard
          title="Transfer ownership"
          description="Only the owner can delete the workspace or transfer it."
        >
          <TransferOwnershipSection workspace={workspace} />
        </SectionCard>
      )}
      {can('workspace.delete') && (
        <SectionCard
          title="Delete workspace"
          description="Deletes the workspace for every member. This cannot be undone."
          tone="danger"
        >
          <DeleteWorkspaceSection workspace={workspace} />
        </SectionCard>
      )}
    </div>
  );
}
