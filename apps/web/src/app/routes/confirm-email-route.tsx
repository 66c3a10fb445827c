import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { TextLink } from '../../components/ui/text-link';
import { confirmEmailChangeOnce } from '../../features/account/api/confirm-email-change';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { PendingNotice } from '../../features/auth/components/pending-notice';
import { errorMessage } from '../../lib/api-error';
import { useSessionStore } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';

type Outcome =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string }
  | { kind: 'failed'; message: string };

/**
 * /confirm-email/:token: the link mailed to a new address. Spends the single-use token once,
 * signed in or not; a signed-in tab of the same person shows the new address at once.
 */
export function ConfirmEmailRoute() {
  usePageTitle('Confirm email');
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'confirming' });

  useEffect(() => {
    let active = true;
    confirmEmailChangeOnce(token).then(
      ({ email }) => {
        if (!active) return;
        const { user, setUser } = useSessionStore.getState();
        if (user) setUser({ ...user, email, emailVerified: true });
        setOutcome({ kind: 'confirmed', email });
      },
      (error: unknown) => {
        if (active)
          setOutcome({ kind: 'failed', message: errorMessage(error, 'Email change failed') });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (outcome.kind === 'failed') {
    return (
      <>
        <AuthHeading title="Email not changed" />
        <Alert tone="error">{outcome.message}</Alert>
        <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
          Ask for a new link in your <TextLink to="/account/profile">profile</TextLink>.
        </p>
      </>
    );
  }
  if (outcome.kind === 'confirmed') {
    return (
      <>
        <AuthHeading title="Email changed" />
        <Alert tone="success">
          Your Teamboard account now uses <strong>{outcome.email}</strong>. Sign in with it from now
          on.
        </Alert>
        <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
          <TextLink to="/account/profile">Back to your profile</TextLink>
        </p>
      </>
    );
  }
  return <PendingNotice label="Confirming your new email" />;
}
