import type { AssignableRole } from '@teamboard/shared';
import { WorkspaceLogo } from '../../workspaces/components/workspace-logo';
import { ROLE_LABELS } from '../../workspaces/role-labels';

interface InvitationDetailsProps {
  workspace: { name: string; logo: string | null };
  inviter: string;
  role: AssignableRole;
  email?: string;
}

/** The workspace, who invited, with which role and (on the link page) for which email. */
export function InvitationDetails({ workspace, inviter, role, email }: InvitationDetailsProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <WorkspaceLogo name={workspace.name} logo={workspace.logo} />
      <div className="min-w-0 text-sm">
        <p className="truncate font-semibold">{workspace.name}</p>
        <p className="text-neutral-600 dark:text-neutral-400">
          {inviter} invited {email ? <strong className="font-medium">{email}</strong> : 'you'} as{' '}
          {ROLE_LABELS[role].toLowerCase()}
        </p>
      </div>
    </div>
  );
}
