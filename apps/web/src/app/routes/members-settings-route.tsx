import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { BulkInviteForm } from '../../features/invitations/components/bulk-invite-form';
import { InviteMemberForm } from '../../features/invitations/components/invite-member-form';
import { PendingInvitations } from '../../features/invitations/components/pending-invitations';
import { MemberRow } from '../../features/members/components/member-row';
import { MembersView } from '../../features/members/components/members-view';
import { invitableRoles } from '../../features/members/member-controls';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useSessionStore } from '../../lib/session-store';
import { useWorkspacePageTitle } from '../page-title';

/** /{workspace}/settings/members: the members, invitations, and what the role allows. */
export function MembersSettingsRoute() {
  useWorkspacePageTitle('Members settings');
  const { workspace, can } = useCurrentWorkspace();
  const selfId = useSessionStore((state) => state.user?._id);
  const roles = invitableRoles(workspace.currentUserRole, workspace);

  return (
    <div className="space-y-6">
      <PageHeading title="Members" description={`Who belongs to ${workspace.name}.`} />
      {roles.length > 0 && (
        <>
          <SectionCard
            title="Invite a teammate"
            description="They get an email with a link to join."
          >
            <InviteMemberForm workspaceId={workspace._id} roles={roles} />
          </SectionCard>
          <SectionCard title="Invite several people" description="Everyone gets the same role.">
            <BulkInviteForm workspaceId={workspace._id} roles={roles} />
          </SectionCard>
        </>
      )}
      <SectionCard title="Members">
        <MembersView
          workspaceId={workspace._id}
          renderMember={(member) => (
            <MemberRow
              key={member.user._id}
              workspace={workspace}
              member={member}
              selfId={selfId}
            />
          )}
        />
      </SectionCard>
      {can('invitations.view') && (
        <SectionCard title="Pending invitations">
          <PendingInvitations workspaceId={workspace._id} canCancel={can('invitations.cancel')} />
        </SectionCard>
      )}
    </div>
  );
}
