import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';
import { useSessionStore } from '../../../lib/session-store';
import { startGoogleLogin } from '../../auth/api/start-google-login';
import { GoogleMark } from '../../auth/components/google-mark';
import { useGoogleRedirect } from '../../auth/use-google-redirect';

interface RecentSignInPromptProps {
  /** The server's explanation of why it asks. */
  message: string;
  onCancel?: () => void;
}

/**
 * An account without a password proves itself by a fresh Google sign-in before a change to how
 * it signs in. This sends the person through Google and, signed in again, back to this page (the
 * intended route), where they make the change again.
 */
export function RecentSignInPrompt({ message, onCancel }: RecentSignInPromptProps) {
  const location = useLocation();
  const google = useGoogleRedirect(startGoogleLogin, 'sign-in');
  const signInAgain = () => {
    useSessionStore.getState().rememberIntendedRoute(location.pathname + location.search);
    google.go();
  };

  return (
    <div className="space-y-4">
      <Alert>{message}</Alert>
      {google.error && (
        <Alert tone="error">{errorMessage(google.error, 'Could not start Google sign-in')}</Alert>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" disabled={google.leaving} onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button loading={google.leaving} onClick={signInAgain}>
          {!google.leaving && <GoogleMark />}
          Sign in with Google again
        </Button>
      </div>
    </div>
  );
}
