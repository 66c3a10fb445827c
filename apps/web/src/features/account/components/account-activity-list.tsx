import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useAccountActivities } from '../api/get-account-activities';
import { AccountEventItem } from './account-event-item';

/** The signed-in person's account events, newest first, 30 more with each "Load more". */
export function AccountActivityList() {
  const activities = useAccountActivities();
  if (activities.isPending) return <Spinner className="text-indigo-600" label="Loading activity" />;
  if (activities.isError) {
    return <Alert tone="error">{errorMessage(activities.error, 'Failed to load activity')}</Alert>;
  }
  const events = activities.data.pages.flatMap((page) => page.events);
  if (events.length === 0) {
    return <p className="text-sm text-neutral-500">Nothing has happened on your account yet.</p>;
  }
  return (
    <div className="space-y-4">
      <ul
        aria-label="Account activity"
        className="divide-y divide-neutral-200 dark:divide-neutral-800"
      >
        {events.map((event) => (
          <AccountEventItem key={event._id} event={event} />
        ))}
      </ul>
      {activities.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            loading={activities.isFetchingNextPage}
            onClick={() => void activities.fetchNextPage()}
          >
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}
