import { googleLoginInputSchema } from '@teamboard/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { errorMessage } from '../../../lib/api-error';
import { googleLoginOnce } from '../api/google-login';
import { AuthHeading } from '../components/auth-heading';
import { PendingNotice } from '../components/pending-notice';
import { useEnterApp } from '../use-enter-app';

const LOGIN_FAILED = 'Login failed';

/**
 * GOOGLE_CALLBACK_PATH: Google sends the browser back here with ?code=…&state=… (or ?error=…).
 * The code is spent once, then the user enters the app like after a password login. Google's
 * own error text is not shown: anyone can put text into this URL.
 */
export function GoogleCallbackPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const usable =
    !searchParams.has('error') && googleLoginInputSchema.safeParse({ code, state }).success;
  const enterApp = useEnterApp();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!usable) return;
    let active = true;
    googleLoginOnce({ code, state }).then(
      async (session) => {
        if (active) await enterApp(session);
      },
      (error: unknown) => {
        if (active) setFailure(errorMessage(error, LOGIN_FAILED));
      },
    );
    return () => {
      active = false;
    };
  }, [usable, code, state, enterApp]);

  const message = usable ? failure : LOGIN_FAILED;
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
