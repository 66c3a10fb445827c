import type { PublicUser, WorkspaceMembers } from '@teamboard/shared';
import { useMembers } from '../../features/members/api/get-members';
import { flattenMembers } from '../../features/members/components/members-view';
import { useSessionStore } from '../../lib/session-store';

function othersByName(members: WorkspaceMembers, myId: string | undefined): PublicUser[] {
  return flattenMembers(members)
    .map((member) => member.user)
    .filter((user) => user._id !== myId)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Whom I can chat with in the workspace: its other members by name; undefined while loading. */
export function useChatPeople(workspaceId: string): PublicUser[] | undefined {
  const myId = useSessionStore((state) => state.user?._id);
  const members = useMembers(workspaceId);
  return members.data && othersByName(members.data.members, myId);
}
