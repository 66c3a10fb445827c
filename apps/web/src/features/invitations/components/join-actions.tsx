import { type PublicInvitation, type User } from '@teamboard/shared';
import { createSearchParams, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import { useSessionStore } from '../../../lib/session-store';
import { useLogout } from '../../auth/api/logout';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { InvitationAnswerButtons } from './invitation-answer-buttons';

interface JoinProps {
  token: string;
  invitation: PublicInvitation;
}

const joinPath = (token: string) => `/join/${token}`;

/** Signed out: sign up (email prefilled) or log in, then come back to this link. */
export function SignedOutJoin({ token, invitation }: JoinProps) {
  const remember = () => useSessionStore.getState().rememberIntendedRoute(joinPath(token));
  const signup = createSearchParams({ email: invitation.email, invitation: token }).toString();
  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Sign up with {invitation.email}, or log in if you already have an account, to accept.
      </p>
      <ButtonLink to={`/signup?${signup}`} fullWidth onClick={remember}>
        Sign up
      </ButtonLink>
      <ButtonLink to="/login" variant="secondary" fullWidth onClick={remember}>
        Log in
      </ButtonLink>
    </div>
  );
}

/** Signed in with another email: the invitation is not theirs to accept. */
export function OtherAccountJoin({ token, invitation, user }: JoinProps & { user: User }) {
  const logout = useLogout({ returnTo: joinPath(token) });
  return (
    <div className="space-y-4">
      <Alert tone="info">
        This invitation is for {invitation.email}, but you are logged in as {user.email}. Log out
        and log in as {invitation.email} to accept it.
      </Alert>
      <Button
        variant="secondary"
        fullWidth
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        Log out
      </Button>
    </div>
  );
}

/** Signed in with the invited email: accept (into the workspace) or decline. */
export function InviteeJoin({ token, invitation, user }: JoinProps & { user: User }) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const navigate = useNavigate();

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: ({ workspace }) => {
        const projects = `/${workspace.url}/projects`;
        // The server made this the user's current workspace: mirror it, so no onboarding intervenes.
        useSessionStore.getState().setUser({ ...user, lastActiveWorkspaceURL: workspace.url });
        toast.success(`Welcome to ${workspace.name}`);
        void navigate(projects, { replace: true });
      },
    });

  if (decline.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">You declined the invitation to {invitation.workspace.name}.</Alert>
        <ButtonLink to="/workspaces" variant="secondary" fullWidth>
          Go to your workspaces
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {accept.error && !isPlanLimitError(accept.error) && (
        <Alert tone="error">{errorMessage(accept.error, 'Failed to accept invitation')}</Alert>
      )}
      {decline.error && (
        <Alert tone="error">{errorMessage(decline.error, 'Failed to decline invitation')}</Alert>
      )}
      <InvitationAnswerButtons
        fullWidth
        accepting={accept.isPending}
        declining={decline.isPending}
        onAccept={onAccept}
        onDecline={() => decline.mutate(token)}
      />
    </div>
  );
}
