import type { Workspace, WorkspaceMember } from '@teamboard/shared';
import { Badge } from '../../../components/ui/badge';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { reportOutcome } from '../../../lib/report-outcome';
import { ROLE_LABELS } from '../../workspaces/role-labels';
import { useRemoveMember } from '../api/remove-member';
import { memberControls } from '../member-controls';
import { LeaveWorkspaceButton } from './leave-workspace-button';
import { MemberIdentity } from './member-identity';
import { MemberRoleSelect } from './member-role-select';

function RemoveMemberButton({
  workspaceId,
  member,
}: {
  workspaceId: string;
  member: WorkspaceMember;
}) {
  const remove = useRemoveMember(workspaceId);
  return (
    <ConfirmButton
      label="Remove"
      question={`Remove ${member.user.name}?`}
      loading={remove.isPending}
      onConfirm={() =>
        reportOutcome(remove.mutateAsync(member.user._id), 'Failed to remove member')
      }
    />
  );
}

interface MemberRowProps {
  workspace: Workspace;
  member: WorkspaceMember;
  selfId: string | undefined;
}

/** A member with the controls the viewer's role allows: role, remove, or leave for oneself. */
export function MemberRow({ workspace, member, selfId }: MemberRowProps) {
  const isSelf = member.user._id === selfId;
  const controls = memberControls(workspace.currentUserRole, member, isSelf);
  return (
    <li
      data-testid={`member-row-${member.user.username}`}
      className="flex flex-wrap items-center gap-3 py-3"
    >
      <MemberIdentity user={member.user} isSelf={isSelf} />
      {controls.roleOptions.length > 0 ? (
        <MemberRoleSelect
          workspaceId={workspace._id}
          member={member}
          options={controls.roleOptions}
        />
      ) : (
        <Badge>{ROLE_LABELS[member.role]}</Badge>
      )}
      {controls.canRemove && <RemoveMemberButton workspaceId={workspace._id} member={member} />}
      {controls.canLeave && <LeaveWorkspaceButton workspace={workspace} userId={member.user._id} />}
    </li>
  );
}
