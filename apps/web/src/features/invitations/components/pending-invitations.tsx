import { relativeTime } from '@teamboard/shared';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { reportOutcome } from '../../../lib/report-outcome';
import { ROLE_LABELS } from '../../workspaces/role-labels';
import { useCancelInvitation } from '../api/cancel-invitation';
import { usePendingInvitations } from '../api/get-pending-invitations';

interface PendingInvitationsProps {
  workspaceId: string;
  canCancel: boolean;
}

/** Invitations sent and not yet answered, each with Cancel for those allowed to. */
export function PendingInvitations({ workspaceId, canCancel }: PendingInvitationsProps) {
  const pending = usePendingInvitations(workspaceId);
  const cancel = useCancelInvitation();

  if (pending.isPending) return <Spinner className="text-indigo-600" />;
  if (pending.isError) {
    return <Alert tone="error">{errorMessage(pending.error, 'Failed to list invitations')}</Alert>;
  }
  if (pending.data.invitations.length === 0) {
    return <p className="text-sm text-neutral-500">No pending invitations.</p>;
  }
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
      {pending.data.invitations.map((invitation) => (
        <li key={invitation._id} className="flex flex-wrap items-center gap-3 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{invitation.email}</p>
            <p className="text-xs text-neutral-500 dark:text-neutral-400">
              Invited by {invitation.invitedBy.name} {relativeTime(invitation.createdAt)}
            </p>
          </div>
          <Badge>{ROLE_LABELS[invitation.role]}</Badge>
          {canCancel && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Cancel the invitation to ${invitation.email}`}
              loading={cancel.isPending && cancel.variables === invitation._id}
              onClick={() =>
                reportOutcome(cancel.mutateAsync(invitation._id), 'Failed to cancel invitation')
              }
            >
              Cancel
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
