import {
  memberGroupOf,
  type PublicUser,
  type WorkspaceMember,
  type WorkspaceMembers,
} from '@teamboard/shared';
import type { UserRow } from '../../db/schema/index';
import type { MemberWithUser } from './members.repo';

/** A person as other people see them: email only when the viewer may see emails. */
export function presentPublicUser(user: UserRow, withEmail: boolean): PublicUser {
  const base = { _id: user.id, name: user.name, username: user.username, avatar: user.avatar };
  return withEmail ? { ...base, email: user.email } : base;
}

export function presentMember(row: MemberWithUser, withEmail: boolean): WorkspaceMember {
  return {
    user: presentPublicUser(row.user, withEmail),
    role: row.member.role,
    joinedAt: row.member.joinedAt.toISOString(),
  };
}

/** Members grouped as the spec shows them: admins (owner first), managers, members, guests, clients. */
export function groupMembers(rows: MemberWithUser[], withEmail: boolean): WorkspaceMembers {
  const groups: WorkspaceMembers = {
    admins: [],
    managers: [],
    members: [],
    guests: [],
    clients: [],
  };
  for (const row of rows)
    groups[memberGroupOf(row.member.role)].push(presentMember(row, withEmail));
  groups.admins.sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
  return groups;
}
