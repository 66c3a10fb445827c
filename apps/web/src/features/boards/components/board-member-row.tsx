import { BOARD_ROLES, type Board } from '@teamboard/shared';
import { Badge } from '../../../components/ui/badge';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Select } from '../../../components/ui/select';
import { reportOutcome } from '../../../lib/report-outcome';
import { MemberIdentity } from '../../members/components/member-identity';
import { useChangeBoardRole } from '../api/change-board-role';
import { useRemoveBoardMember } from '../api/remove-board-member';
import { BOARD_ROLE_LABELS } from '../board-labels';

type BoardMember = Board['members'][number];

interface BoardMemberRowProps {
  boardId: string;
  member: BoardMember;
  canManage: boolean;
  selfId: string | undefined;
}

/** A board member, with a role select and Remove for the board's admins. */
export function BoardMemberRow({ boardId, member, canManage, selfId }: BoardMemberRowProps) {
  const changeRole = useChangeBoardRole(boardId);
  const remove = useRemoveBoardMember(boardId);
  const { user } = member;
  const shown = changeRole.isPending ? changeRole.variables.role : member.role;

  return (
    <li data-testid={`board-member-${user.username}`} className="flex items-center gap-3 py-3">
      <MemberIdentity user={user} isSelf={user._id === selfId} />
      {canManage ? (
        <>
          <Select
            aria-label={`Board role of ${user.name}`}
            value={shown}
            disabled={changeRole.isPending}
            onChange={(event) => {
              const role = BOARD_ROLES.find((option) => option === event.target.value);
              if (!role) return;
              reportOutcome(
                changeRole.mutateAsync({ userId: user._id, role }),
                'Failed to change role',
              );
            }}
          >
            {BOARD_ROLES.map((role) => (
              <option key={role} value={role}>
                {BOARD_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
          <ConfirmButton
            label="Remove"
            question={`Remove ${user.name}?`}
            loading={remove.isPending}
            onConfirm={() => reportOutcome(remove.mutateAsync(user._id), 'Failed to remove member')}
          />
        </>
      ) : (
        <Badge>{BOARD_ROLE_LABELS[member.role]}</Badge>
      )}
    </li>
  );
}
