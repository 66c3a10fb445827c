import type { Invitation } from '@teamboard/shared';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { SettingsSection } from '../../features/account/components/settings-section';
import { useAcceptMyInvitation } from '../../features/invitations/api/accept-my-invitation';
import { useDeclineMyInvitation } from '../../features/invitations/api/decline-my-invitation';
import { useMyInvitations } from '../../features/invitations/api/get-my-invitations';
import { InvitationAnswerButtons } from '../../features/invitations/components/invitation-answer-buttons';
import { InvitationDetails } from '../../features/invitations/components/invitation-details';
import { errorMessage } from '../../lib/api-error';
import { reportOutcome } from '../../lib/report-outcome';
import { usePageTitle } from '../../lib/use-page-title';

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const accept = useAcceptMyInvitation();
  const decline = useDeclineMyInvitation();
  const navigate = useNavigate();

  // The row leaves the list once answered: the outcome follows the promise, not the row.
  const onAccept = () =>
    reportOutcome(
      accept.mutateAsync(invitation._id),
      'Failed to accept invitation',
      ({ workspace }) => {
        toast.success(`Welcome to ${workspace.name}`);
        return navigate(`/${workspace.url}/projects`);
      },
    );
  const onDecline = () =>
    reportOutcome(decline.mutateAsync(invitation._id), 'Failed to decline invitation', () =>
      toast.success(`Declined the invitation to ${invitation.workspace.name}`),
    );

  return (
    <li className="flex flex-wrap items-center justify-between gap-4 py-4">
      <InvitationDetails
        workspace={invitation.workspace}
        inviter={invitation.invitedBy.name}
        role={invitation.role}
      />
      <InvitationAnswerButtons
        accepting={accept.isPending}
        declining={decline.isPending}
        onAccept={onAccept}
        onDecline={onDecline}
      />
    </li>
  );
}

/** /account/workspace-invites: the pending invitations sent to my email. */
export function WorkspaceInvitesRoute() {
  usePageTitle('Workspace invitations', 'Account');
  const mine = useMyInvitations();
  let body;
  if (mine.isPending) body = <Spinner className="text-indigo-600" />;
  else if (mine.isError)
    body = <Alert tone="error">{errorMessage(mine.error, 'Failed to list invitations')}</Alert>;
  else if (mine.data.invitations.length === 0)
    body = <p className="text-sm text-neutral-500">You have no pending invitations.</p>;
  else
    body = (
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {mine.data.invitations.map((invitation) => (
          <InvitationRow key={invitation._id} invitation={invitation} />
        ))}
      </ul>
    );
  return (
    <SettingsSection
      title="Workspace invitations"
      level={1}
      description="Invitations to join a workspace, sent to your email address."
    >
      {body}
    </SettingsSection>
  );
}
