import { MEMBER_GROUPS, type WorkspaceMember, type WorkspaceMembers } from '@teamboard/shared';
import type { ReactNode } from 'react';
import { GROUP_LABELS } from '../../workspaces/role-labels';

const GROUPS = Object.keys(MEMBER_GROUPS) as (keyof typeof MEMBER_GROUPS)[];

interface MemberGroupsProps {
  members: WorkspaceMembers;
  renderMember: (member: WorkspaceMember) => ReactNode;
}

/** Admins, managers, members, guests and clients, each under its heading; empty groups hidden. */
export function MemberGroups({ members, renderMember }: MemberGroupsProps) {
  return (
    <div className="space-y-6">
      {GROUPS.filter((group) => members[group].length > 0).map((group) => (
        <section key={group} aria-label={GROUP_LABELS[group]}>
          <h3 className="text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            {GROUP_LABELS[group]} · {members[group].length}
          </h3>
          <ul className="mt-2 divide-y divide-neutral-200 dark:divide-neutral-800">
            {members[group].map(renderMember)}
          </ul>
        </section>
      ))}
    </div>
  );
}
