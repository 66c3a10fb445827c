import { MEMBER_GROUPS } from '@teamboard/shared';
import { Card } from '../../components/ui/card';
import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { usePendingInvitations } from '../../features/invitations/api/get-pending-invitations';
import { ActivityList } from '../../features/workspaces/components/activity-list';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { GROUP_LABELS } from '../../features/workspaces/role-labels';
import { useWorkspacePageTitle } from '../page-title';

const GROUPS = Object.keys(MEMBER_GROUPS) as (keyof typeof MEMBER_GROUPS)[];

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <Card className="p-4">
      <dt className="text-xs font-medium text-neutral-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
    </Card>
  );
}

/** /{workspace}/settings/overview: the workspace in numbers, and recent activity for admins. */
export function OverviewSettingsRoute() {
  useWorkspacePageTitle('Overview settings');
  const { workspace, labels, columnTypes, can } = useCurrentWorkspace();
  const seesInvitations = can('invitations.view');
  const pending = usePendingInvitations(workspace._id, seesInvitations);

  return (
    <div className="space-y-6">
      <PageHeading title="Overview" description={`${workspace.name} at a glance.`} />
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {GROUPS.map((group) => (
          <Stat key={group} label={GROUP_LABELS[group]} value={workspace.members[group].length} />
        ))}
        {seesInvitations && (
          <Stat
            label="Pending invitations"
            value={pending.data ? pending.data.invitations.length : '…'}
          />
        )}
        <Stat label="Labels" value={labels.length} />
        <Stat label="Column types" value={columnTypes.length} />
      </dl>
      {can('activity.view') && (
        <SectionCard title="Recent activity">
          <ActivityList workspaceId={workspace._id} />
        </SectionCard>
      )}
    </div>
  );
}
