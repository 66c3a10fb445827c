import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { browserNavigation } from '../../../lib/browser-navigation';
import { useProviders } from '../api/get-providers';
import { useStartGoogleLogin } from '../api/start-google-login';
import { rememberGoogleBinding } from '../google-binding';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-4">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

/**
 * "or" and a "Continue with Google" button, shown only when the server has Google sign-in
 * configured. The click asks the server for Google's authorization URL, keeps the binding that
 * lets only this tab finish the sign-in, and leaves the SPA for Google.
 */
export function GoogleSignInButton() {
  const providers = useProviders();
  const start = useStartGoogleLogin();
  const { reset } = start;

  // Coming back from Google with the browser's back button can restore this page as it was left
  // (bfcache): still "working". Make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  if (!providers.data?.google) return null;

  // Still busy after success: the browser is on its way to Google.
  const leaving = start.isPending || start.isSuccess;
  const onClick = () =>
    start.mutate(undefined, {
      onSuccess: ({ authorizationUrl, binding }) => {
        rememberGoogleBinding(binding);
        browserNavigation.assign(authorizationUrl);
      },
    });

  return (
    <div className="mt-6 space-y-4">
      <div className="flex items-center gap-3 text-xs text-neutral-500 dark:text-neutral-400">
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
      </div>
      {start.error && <Alert tone="error">{errorMessage(start.error, 'Login failed')}</Alert>}
      <Button
        variant="secondary"
        fullWidth
        data-testid="google-sign-in"
        loading={leaving}
        onClick={onClick}
      >
        {!leaving && <GoogleMark />}
        Continue with Google
      </Button>
    </div>
  );
}
