import type { AssignableRole, WorkspaceMember } from '@teamboard/shared';
import { Select } from '../../../components/ui/select';
import { reportOutcome } from '../../../lib/report-outcome';
import { ROLE_LABELS } from '../../workspaces/role-labels';
import { useChangeMemberRole } from '../api/change-member-role';

interface MemberRoleSelectProps {
  workspaceId: string;
  member: WorkspaceMember;
  options: readonly AssignableRole[];
}

/** Changes the member's role as soon as another one is picked. */
export function MemberRoleSelect({ workspaceId, member, options }: MemberRoleSelectProps) {
  const changeRole = useChangeMemberRole(workspaceId);
  const { username, name, _id: userId } = member.user;
  const shown = changeRole.isPending ? changeRole.variables.role : member.role;

  // A new role can move the row to another group (a new component), so follow the promise
  // rather than this component's mutate callbacks.
  const onChange = (role: AssignableRole) =>
    reportOutcome(changeRole.mutateAsync({ userId, role }), 'Failed to update member role');

  return (
    <Select
      data-testid={`member-role-${username}`}
      aria-label={`Role of ${name}`}
      value={shown}
      disabled={changeRole.isPending}
      onChange={(event) => {
        const role = options.find((option) => option === event.target.value);
        if (role && role !== member.role) onChange(role);
      }}
    >
      {options.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </Select>
  );
}
