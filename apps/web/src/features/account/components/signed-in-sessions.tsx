import { relativeTime } from '@teamboard/shared';
import type { SignedInSession } from '@teamboard/shared/sessions';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { useSignOutSession } from '../api/sign-out-session';

/** Every browser and device the user is signed in on, each with a way to sign it out. */
export function SignedInSessions() {
  const sessions = useSessions();
  const signOutOthers = useSignOutOtherSessions();

  if (sessions.isPending) return <Spinner label="Loading sessions" />;
  if (sessions.isError) {
    return (
      <Alert tone="error">{errorMessage(sessions.error, 'Could not load your sessions')}</Alert>
    );
  }
  const list = sessions.data.sessions;
  const others = list.filter((session) => !session.current).length;

  const onSignOutOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ signedOut }) =>
        toast.success(`Signed out ${signedOut} other ${signedOut === 1 ? 'session' : 'sessions'}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign the sessions out')),
    });

  return (
    <div className="space-y-4">
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" aria-label="Sessions">
        {list.map((session) => (
          <SessionRow key={session._id} session={session} />
        ))}
      </ul>
      {others > 0 && (
        <div className="flex justify-end">
          <ConfirmButton
            label="Sign out all other sessions"
            question={`Sign out ${others} other ${others === 1 ? 'session' : 'sessions'}?`}
            confirmLabel="Sign out"
            loading={signOutOthers.isPending}
            onConfirm={onSignOutOthers}
          />
        </div>
      )}
    </div>
  );
}

function SessionRow({ session }: { session: SignedInSession }) {
  const signOut = useSignOutSession();
  const device = session.device ?? 'Unknown device';
  const onSignOut = () =>
    signOut.mutate(session._id, {
      onSuccess: () => toast.success(`Signed out ${device}`),
      onError: (error) => toast.error(errorMessage(error, 'Could not sign the session out')),
    });

  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0 space-y-0.5">
        <p className="flex items-center gap-2 text-sm font-medium">
          {device}
          {session.current && <Badge>This device</Badge>}
        </p>
        <p className="text-xs text-neutral-500 dark:text-neutral-400">
          {[
            session.ip ?? 'Unknown address',
            session.current ? 'Active now' : `Last seen ${relativeTime(session.lastSeenAt)}`,
            `Signed in ${format(new Date(session.createdAt), 'd MMM yyyy')}`,
          ].join(' · ')}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={signOut.isPending}
          aria-label={`Sign out ${device}`}
          onClick={onSignOut}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
