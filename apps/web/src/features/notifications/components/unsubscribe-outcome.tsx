import { NOTIFICATION_TYPE_LABELS } from '@teamboard/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useUnsubscribeLink } from '../use-unsubscribe-link';

/** What an email's unsubscribe link did: whose emails stop, or why the link was refused. */
export function UnsubscribeOutcome({ token }: { token: string }) {
  const outcome = useUnsubscribeLink(token);
  switch (outcome.kind) {
    case 'pending':
      return (
        <div className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
          <Spinner className="size-4 text-indigo-600" label="Unsubscribing" />
          Unsubscribing…
        </div>
      );
    case 'done':
      return (
        <Alert tone="success">
          You will no longer get emails about: {NOTIFICATION_TYPE_LABELS[outcome.type]}
        </Alert>
      );
    case 'failed':
      return <Alert tone="error">{outcome.message}</Alert>;
  }
}
