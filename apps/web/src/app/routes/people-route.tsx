import { Badge } from '../../components/ui/badge';
import { PageHeading } from '../../components/ui/page-heading';
import { LeaveWorkspaceButton } from '../../features/members/components/leave-workspace-button';
import { MemberIdentity } from '../../features/members/components/member-identity';
import { MembersView } from '../../features/members/components/members-view';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { memberCountLabel, ROLE_LABELS } from '../../features/workspaces/role-labels';
import { useSessionStore } from '../../lib/session-store';
import { useWorkspacePageTitle } from '../page-title';

/**
 * /{workspace}/u: everyone in the workspace, grouped by role, each linking to their profile, and
 * the way out for every role but the owner (guests and clients have no settings to leave from).
 */
export function PeopleRoute() {
  useWorkspacePageTitle('People');
  const { workspace, memberCount, can } = useCurrentWorkspace();
  const selfId = useSessionStore((state) => state.user?._id);
  return (
    <div className="space-y-6">
      <PageHeading
        title="People"
        description={`${workspace.name} · ${memberCountLabel(memberCount)}`}
        actions={
          selfId &&
          can('workspace.leave') && <LeaveWorkspaceButton workspace={workspace} userId={selfId} />
        }
      />
      <MembersView
        workspaceId={workspace._id}
        renderMember={(member) => (
          <li key={member.user._id} className="flex items-center gap-3 py-3">
            <MemberIdentity
              user={member.user}
              isSelf={member.user._id === selfId}
              to={`/${workspace.url}/u/${member.user.username}`}
            />
            <Badge>{ROLE_LABELS[member.role]}</Badge>
          </li>
        )}
      />
    </div>
  );
}
