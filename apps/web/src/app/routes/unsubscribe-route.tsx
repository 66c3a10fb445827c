import { useSearchParams } from 'react-router';
import { TextLink } from '../../components/ui/text-link';
import { UnsubscribeOutcome } from '../../features/notifications/components/unsubscribe-outcome';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /notifications/unsubscribe: an email's unsubscribe link opened without a session (the guard
 * sends guests here from /account/notifications, query kept). The token alone is enough.
 */
export function UnsubscribeRoute() {
  usePageTitle('Unsubscribe');
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Email notifications</h1>
      <UnsubscribeOutcome token={search.get('token') ?? ''} />
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Choose which notifications you get in your{' '}
        <TextLink to="/account/notifications">notification settings</TextLink>.
      </p>
    </div>
  );
}
