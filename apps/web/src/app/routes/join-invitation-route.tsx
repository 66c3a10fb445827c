import { tokenParamsSchema } from '@teamboard/shared';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button-link';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { PendingNotice } from '../../features/auth/components/pending-notice';
import { usePublicInvitation } from '../../features/invitations/api/get-public-invitation';
import { InvitationDetails } from '../../features/invitations/components/invitation-details';
import {
  InviteeJoin,
  OtherAccountJoin,
  SignedOutJoin,
} from '../../features/invitations/components/join-actions';
import { closedReason, sameEmail } from '../../features/invitations/invitation-state';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useSessionStore } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';

function Unavailable({ title, message }: { title: string; message: string }) {
  return (
    <div className="space-y-4">
      <AuthHeading title={title} />
      <Alert tone="error">{message}</Alert>
      <ButtonLink to="/" variant="secondary">
        Go to Teamboard
      </ButtonLink>
    </div>
  );
}

function JoinInvitation({ token }: { token: string }) {
  const query = usePublicInvitation(token);
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Unavailable
        title={notFound ? 'Invitation not found' : 'Invitation unavailable'}
        message={errorMessage(query.error, 'Failed to get invitation')}
      />
    );
  }
  if (query.isPending || status === 'pending')
    return <PendingNotice label="Opening the invitation" />;

  const { invitation } = query.data;
  const closed = closedReason(invitation);
  let actions;
  if (closed) actions = <Alert tone="info">{closed}</Alert>;
  else if (!user) actions = <SignedOutJoin token={token} invitation={invitation} />;
  else if (!sameEmail(user.email, invitation.email))
    actions = <OtherAccountJoin token={token} invitation={invitation} user={user} />;
  else actions = <InviteeJoin token={token} invitation={invitation} user={user} />;

  return (
    <div className="space-y-6">
      <AuthHeading title={`Join ${invitation.workspace.name}`}>
        You have been invited to a workspace on Teamboard.
      </AuthHeading>
      <InvitationDetails
        workspace={invitation.workspace}
        inviter={invitation.invitedBy.name}
        role={invitation.role}
        email={invitation.email}
      />
      {actions}
    </div>
  );
}

/** /join/{token}: open signed in or out; what it offers depends on who is looking. */
export function JoinInvitationRoute() {
  usePageTitle('Invitation');
  const { token = '' } = useParams();
  if (!tokenParamsSchema.safeParse({ token }).success) {
    return (
      <Unavailable
        title="Invitation not found"
        message="This invitation link is not valid. Ask the person who invited you for a new one."
      />
    );
  }
  return <JoinInvitation token={token} />;
}
