import type { GoogleIntegration as GoogleIntegrationState } from '@teamboard/shared/integrations';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { GoogleMark } from '../../auth/components/google-mark';
import { useGoogleRedirect } from '../../auth/use-google-redirect';
import { useIntegrations } from '../api/get-integrations';
import { startGoogleLink } from '../api/start-google-link';
import { useUnlinkGoogle } from '../api/unlink-google';

const ONLY_WAY_IN =
  'Google is the only way you sign in to this account. To unlink it, set a password first: ' +
  '"Forgot password?" on the login page sends you a link.';

function status(google: GoogleIntegrationState): string {
  if (google.linked && google.email)
    return `Linked to ${google.email}. You can sign in with Google.`;
  if (google.linked) return 'Linked. You can sign in with Google.';
  if (google.available) return 'Not linked. Link your Google account to sign in with it.';
  return 'Google sign-in is not set up on this server.';
}

/**
 * The account's Google sign-in: linked or not, with a button to link it (through Google) or to
 * unlink it. Unlinking is offered only while the account has a password to sign in with.
 */
export function GoogleIntegration() {
  const query = useIntegrations();
  const unlink = useUnlinkGoogle();
  const link = useGoogleRedirect(startGoogleLink, 'link', (error) =>
    toast.error(errorMessage(error, 'Could not link your Google account')),
  );

  if (query.isPending) return <Spinner className="text-indigo-600" label="Loading integrations" />;
  if (query.isError) return <Alert tone="error">Could not load your integrations.</Alert>;
  const { google } = query.data;

  return (
    <section
      aria-labelledby="google-integration"
      className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-start gap-3">
          <span className="mt-0.5 rounded-md border border-neutral-200 p-1.5 dark:border-neutral-700">
            <GoogleMark />
          </span>
          <div>
            <h2 id="google-integration" className="text-sm font-semibold">
              Google
            </h2>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{status(google)}</p>
          </div>
        </div>
        {google.linked && google.canUnlink && (
          <ConfirmButton
            label="Unlink"
            question="Unlink your Google account?"
            loading={unlink.isPending}
            onConfirm={() => unlink.mutate()}
          />
        )}
        {google.linked && !google.canUnlink && (
          <Button variant="secondary" size="sm" disabled aria-describedby="google-only-way-in">
            Unlink
          </Button>
        )}
        {!google.linked && google.available && (
          <Button variant="secondary" size="sm" loading={link.leaving} onClick={link.go}>
            Link Google account
          </Button>
        )}
      </div>
      {google.linked && !google.canUnlink && (
        <p id="google-only-way-in" className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
          {ONLY_WAY_IN}
        </p>
      )}
    </section>
  );
}
