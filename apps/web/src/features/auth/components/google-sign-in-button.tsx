import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useProviders } from '../api/get-providers';
import { startGoogleLogin } from '../api/start-google-login';
import { useGoogleRedirect } from '../use-google-redirect';
import { GoogleMark } from './google-mark';

/**
 * "or" and a "Continue with Google" button, shown only when the server has Google sign-in
 * configured. The click asks the server for Google's authorization URL, keeps the binding that
 * lets only this tab finish the sign-in, and leaves the SPA for Google.
 */
export function GoogleSignInButton() {
  const providers = useProviders();
  const { go, leaving, error } = useGoogleRedirect(startGoogleLogin, 'sign-in');

  if (!providers.data?.google) return null;

  return (
    <div className="mt-6 space-y-4">
      <div className="flex items-center gap-3 text-xs text-neutral-500 dark:text-neutral-400">
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-neutral-200 dark:bg-neutral-800" />
      </div>
      {error && <Alert tone="error">{errorMessage(error, 'Login failed')}</Alert>}
      <Button
        variant="secondary"
        fullWidth
        data-testid="google-sign-in"
        loading={leaving}
        onClick={go}
      >
        {!leaving && <GoogleMark />}
        Continue with Google
      </Button>
    </div>
  );
}
