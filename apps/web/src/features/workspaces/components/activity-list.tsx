import { relativeTime } from '@teamboard/shared';
import { PlanLimitCard } from '../../../components/plan-limit-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import { useWorkspaceActivity } from '../api/get-workspace-activity';
import { activitySentence } from '../activity-sentence';

/** The workspace's audit log (admins only), newest first, 50 more with each "Load more". */
export function ActivityList({ workspaceId }: { workspaceId: string }) {
  const activity = useWorkspaceActivity(workspaceId);
  if (activity.isPending) return <Spinner className="text-indigo-600" />;
  if (activity.isError) {
    if (isPlanLimitError(activity.error)) return <PlanLimitCard error={activity.error} />;
    return <Alert tone="error">{errorMessage(activity.error, 'Failed to fetch activity')}</Alert>;
  }
  const entries = activity.data.pages.flatMap((page) => page.activities);
  if (entries.length === 0) {
    return <p className="text-sm text-neutral-500">Nothing has happened yet.</p>;
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
        {entries.map((entry) => (
          <li key={entry._id} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">{activitySentence(entry)}</span>
            <time
              dateTime={entry.createdAt}
              title={new Date(entry.createdAt).toLocaleString()}
              className="shrink-0 text-xs text-neutral-500"
            >
              {relativeTime(entry.createdAt)}
            </time>
          </li>
        ))}
      </ul>
      {activity.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          loading={activity.isFetchingNextPage}
          onClick={() => void activity.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
