import type { MemberGroup, WorkspaceRole } from '@teamboard/shared';

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  member: 'Member',
  guest: 'Guest',
  client: 'Client',
};

export const GROUP_LABELS: Record<MemberGroup, string> = {
  admins: 'Admins',
  managers: 'Managers',
  members: 'Members',
  guests: 'Guests',
  clients: 'Clients',
};

export function memberCountLabel(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}
