import { Badge } from '../../../components/ui/badge';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSessionStore } from '../../../lib/session-store';
import { useCurrentWorkspace } from '../../workspaces/current-workspace';
import { memberCountLabel, ROLE_LABELS } from '../../workspaces/role-labels';
import { MemberIdentity } from '../components/member-identity';
import { MembersView } from '../components/members-view';

/** /{workspace}/u: everyone in the workspace, grouped by role, each linking to their profile. */
export function PeoplePage() {
  const { workspace, memberCount } = useCurrentWorkspace();
  const selfId = useSessionStore((state) => state.user?._id);
  return (
    <div className="space-y-6">
      <PageHeading
        title="People"
        description={`${workspace.name} · ${memberCountLabel(memberCount)}`}
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
