import type { WorkspaceMember, WorkspaceMembers } from '@teamboard/shared';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useMembers } from '../api/get-members';
import { MemberGroups } from './member-groups';

interface MembersViewProps {
  workspaceId: string;
  renderMember: (member: WorkspaceMember) => ReactNode;
}

/** The workspace's members, grouped, once loaded. */
export function MembersView({ workspaceId, renderMember }: MembersViewProps) {
  const members = useMembers(workspaceId);
  if (members.isPending) return <Spinner className="text-indigo-600" />;
  if (members.isError) {
    return (
      <Alert tone="error">{errorMessage(members.error, 'Failed to fetch workspace members')}</Alert>
    );
  }
  return <MemberGroups members={members.data.members} renderMember={renderMember} />;
}

/** Every member of every group, admins first. */
export function flattenMembers(members: WorkspaceMembers): WorkspaceMember[] {
  return [
    ...members.admins,
    ...members.managers,
    ...members.members,
    ...members.guests,
    ...members.clients,
  ];
}
