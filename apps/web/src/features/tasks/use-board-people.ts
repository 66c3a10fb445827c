import type { PublicUser } from '@teamboard/shared';
import { useMemo } from 'react';
import { useCurrentBoard } from '../boards/current-board';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { assignablePeople } from './assignable-people';

/**
 * Everyone who can see the current board, sorted by name: its members and the workspace's
 * internal members. Tasks' assignees and members, and comment mentions, are picked from them.
 */
export function useBoardPeople(): PublicUser[] {
  const { board } = useCurrentBoard();
  const { currentWorkspaceMembers: groups } = useCurrentWorkspace();
  return useMemo(
    () =>
      assignablePeople([
        board.members.map((member) => member.user),
        [...groups.admins, ...groups.managers, ...groups.members].map((member) => member.user),
      ]),
    [board.members, groups],
  );
}
