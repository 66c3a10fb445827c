import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { TextLink } from '../../components/ui/text-link';
import { isSession } from '../../features/auth/api/login';
import { verifyEmailOnce } from '../../features/auth/api/verify-email';
import { AccountSwitchPrompt } from '../../features/auth/components/account-switch-prompt';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { PendingNotice } from '../../features/auth/components/pending-notice';
import { useSignInLink } from '../../features/auth/use-sign-in-link';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

type Outcome = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/**
 * /signup/verify/:token: spends the single-use token once, then signs the user in (asking first
 * if someone else is signed in in this tab).
 */
export function VerifyEmailRoute() {
  usePageTitle('Verify email');
  const { token = '' } = useParams();
  const { arrive, pendingSwitch, accept, decline } = useSignInLink();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });

  useEffect(() => {
    let active = true;
    verifyEmailOnce(token).then(
      async (response) => {
        if (!active) return;
        if (isSession(response)) await arrive(response);
        else setOutcome({ kind: 'verified' });
      },
      (error: unknown) => {
        if (active)
          setOutcome({ kind: 'failed', message: errorMessage(error, 'Email verification failed') });
      },
    );
    return () => {
      active = false;
    };
  }, [token, arrive]);

  if (pendingSwitch) {
    return <AccountSwitchPrompt accountSwitch={pendingSwitch} accept={accept} decline={decline} />;
  }

  if (outcome.kind === 'failed') {
    return (
      <>
        <AuthHeading title="Email verification failed" />
        <Alert tone="error">{outcome.message}</Alert>
        <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
          <TextLink to="/verify">Send a new verification link</TextLink> or{' '}
          <TextLink to="/login">go to login</TextLink>.
        </p>
      </>
    );
  }
  if (outcome.kind === 'verified') {
    return (
      <>
        <AuthHeading title="Email verified" />
        <Alert tone="success">
          Your email is verified. <TextLink to="/login">Log in</TextLink> to continue.
        </Alert>
      </>
    );
  }
  return <PendingNotice label="Verifying your email" />;
}
