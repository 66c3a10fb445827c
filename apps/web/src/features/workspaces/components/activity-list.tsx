import { relativeTime, type WorkspaceActivity } from '@teamboard/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useWorkspaceActivity } from '../api/get-workspace-activity';

/** "member.role_changed" → "member role changed": readable without a table of every action. */
function describe(activity: WorkspaceActivity): string {
  const actor = activity.actor?.name ?? 'Someone';
  const target = activity.target ? ` · ${activity.target.name}` : '';
  return `${actor}: ${activity.action.replace(/[._]+/g, ' ')}${target}`;
}

/** The workspace's recent activity (admins only). */
export function ActivityList({ workspaceId }: { workspaceId: string }) {
  const activity = useWorkspaceActivity(workspaceId);
  if (activity.isPending) return <Spinner className="text-indigo-600" />;
  if (activity.isError) {
    return <Alert tone="error">{errorMessage(activity.error, 'Failed to fetch activity')}</Alert>;
  }
  if (activity.data.activities.length === 0) {
    return <p className="text-sm text-neutral-500">Nothing has happened yet.</p>;
  }
  return (
    <ul className="divide-y divide-neutral-200 text-sm dark:divide-neutral-800">
      {activity.data.activities.map((entry) => (
        <li key={entry._id} className="flex justify-between gap-3 py-2">
          <span className="min-w-0 truncate">{describe(entry)}</span>
          <time dateTime={entry.createdAt} className="shrink-0 text-xs text-neutral-500">
            {relativeTime(entry.createdAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
