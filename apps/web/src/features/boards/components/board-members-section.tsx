import { BOARD_ROLES, DEFAULT_BOARD_ROLE, type Board, type BoardRole } from '@teamboard/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { reportOutcome } from '../../../lib/report-outcome';
import { useSessionStore } from '../../../lib/session-store';
import { useCurrentWorkspace } from '../../workspaces/current-workspace';
import { useAddBoardMember } from '../api/add-board-member';
import { BOARD_ROLE_LABELS } from '../board-labels';
import { BoardMemberRow } from './board-member-row';

/** Workspace members not on the board yet, picked with a board role. */
function AddBoardMemberForm({ board }: { board: Board }) {
  const { currentWorkspaceMembers } = useCurrentWorkspace();
  const add = useAddBoardMember(board._id);
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<BoardRole>(DEFAULT_BOARD_ROLE);
  const onBoard = new Set(board.members.map((member) => member.user._id));
  const candidates = Object.values(currentWorkspaceMembers)
    .flat()
    .filter((member) => !onBoard.has(member.user._id));
  if (candidates.length === 0) {
    return <p className="text-sm text-neutral-500">Every workspace member is on this project.</p>;
  }
  const submit = () =>
    reportOutcome(add.mutateAsync({ userId, role }), 'Failed to add member', () => setUserId(''));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        aria-label="Workspace member"
        value={userId}
        onChange={(e) => setUserId(e.target.value)}
      >
        <option value="">Choose a member…</option>
        {candidates.map(({ user }) => (
          <option key={user._id} value={user._id}>
            {user.name} (@{user.username})
          </option>
        ))}
      </Select>
      <Select
        aria-label="Board role"
        value={role}
        onChange={(e) => setRole(BOARD_ROLES.find((r) => r === e.target.value) ?? role)}
      >
        {BOARD_ROLES.map((option) => (
          <option key={option} value={option}>
            {BOARD_ROLE_LABELS[option]}
          </option>
        ))}
      </Select>
      <Button disabled={!userId} loading={add.isPending} onClick={submit}>
        Add member
      </Button>
    </div>
  );
}

/** The board's members; its admins change roles, remove and add from the workspace. */
export function BoardMembersSection({ board, canManage }: { board: Board; canManage: boolean }) {
  const selfId = useSessionStore((state) => state.user?._id);
  return (
    <div className="space-y-4">
      {canManage && <AddBoardMemberForm board={board} />}
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {board.members.map((member) => (
          <BoardMemberRow
            key={member.user._id}
            boardId={board._id}
            member={member}
            canManage={canManage}
            selfId={selfId}
          />
        ))}
      </ul>
    </div>
  );
}
