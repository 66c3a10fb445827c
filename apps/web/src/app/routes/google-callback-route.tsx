import { googleLoginInputSchema } from '@teamboard/shared';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { TextLink } from '../../components/ui/text-link';
import { GoogleLinkCallback } from '../../features/account/components/google-link-callback';
import { googleLoginOnce } from '../../features/auth/api/google-login';
import { isTwoFactorChallenge } from '../../features/auth/api/login';
import { AccountSwitchPrompt } from '../../features/auth/components/account-switch-prompt';
import { AuthHeading } from '../../features/auth/components/auth-heading';
import { PendingNotice } from '../../features/auth/components/pending-notice';
import { TwoFactorStep } from '../../features/auth/components/two-factor-step';
import { readGoogleBinding, startedGoogleLink } from '../../features/auth/google-binding';
import { useSignInLink } from '../../features/auth/use-sign-in-link';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

const LOGIN_FAILED = 'Login failed';
const OTHER_TAB = 'This Google sign-in was not started in this tab. Please start it again here.';

/**
 * GOOGLE_CALLBACK_PATH: Google sends the browser back here with ?code=…&state=… (or ?error=…),
 * after a sign-in or after linking a signed-in account, whichever this tab started last.
 */
export function GoogleCallbackRoute() {
  usePageTitle('Google sign-in');
  return startedGoogleLink() ? <GoogleLinkCallback /> : <GoogleSignInCallback />;
}

/**
 * The code is spent once, with the binding this tab kept when it started the sign-in, then the
 * user enters the app like after a password login (asking first if someone else is signed in
 * here). Google's own error text is not shown: anyone can put text into this URL.
 */
function GoogleSignInCallback() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const binding = readGoogleBinding();
  const usable =
    !searchParams.has('error') &&
    googleLoginInputSchema.safeParse({ code, state, binding }).success;
  const { arrive, pendingSwitch, accept, decline } = useSignInLink();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!usable) return;
    let active = true;
    googleLoginOnce({ code, state, binding }).then(
      async (response) => {
        if (!active) return;
        if (isTwoFactorChallenge(response)) setChallenge(response.challenge);
        else await arrive(response);
      },
      (error: unknown) => {
        if (active) setFailure(errorMessage(error, LOGIN_FAILED));
      },
    );
    return () => {
      active = false;
    };
  }, [usable, code, state, binding, arrive]);

  if (pendingSwitch) {
    return <AccountSwitchPrompt accountSwitch={pendingSwitch} accept={accept} decline={decline} />;
  }
  if (challenge !== null) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={arrive}
        onRestart={() => void navigate('/login', { replace: true })}
      />
    );
  }
  const message = usable ? failure : unusableReason(searchParams.has('error'), binding);
  if (message === null) return <PendingNotice label="Signing you in with Google" />;
  return (
    <>
      <AuthHeading title="Google sign-in failed" />
      <Alert tone="error">{message}</Alert>
      <p className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
        <TextLink to="/login">Back to login</TextLink>
      </p>
    </>
  );
}

function unusableReason(googleError: boolean, binding: string): string {
  return googleError || binding ? LOGIN_FAILED : OTHER_TAB;
}
