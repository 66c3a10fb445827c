import { Spinner } from '../../components/ui/spinner';
import { QueryFailure } from '../../features/boards/components/query-failure';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { ChecklistItemList } from '../../features/dashboard/components/checklist-item-list';
import { DueBucketsList } from '../../features/dashboard/components/due-buckets-list';
import { HomeSection } from '../../features/dashboard/components/home-section';
import { InvitationList } from '../../features/dashboard/components/invitation-list';
import { UnreadCounts } from '../../features/dashboard/components/unread-counts';
import { WeekHours } from '../../features/dashboard/components/week-hours';
import { errorMessage } from '../../lib/api-error';
import { useSessionStore } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /dashboard: across all my workspaces, my open tasks by due date (each with its workspace and
 * board) and my open checklist items, this week's hours against my capacity, what waits unread, and pending invitations.
 */
export function DashboardRoute() {
  usePageTitle('Dashboard');
  const user = useSessionStore((state) => state.user);
  const firstName = user?.name.split(/\s+/)[0] ?? '';
  const query = useDashboard();

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Welcome, {firstName}</h1>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
          Your work across all your workspaces.
        </p>
      </div>
      {query.isPending && <Spinner className="mx-auto size-6 text-indigo-600" />}
      {query.isError && (
        <QueryFailure
          message={errorMessage(query.error, 'Failed to load your dashboard')}
          retry={() => void query.refetch()}
        />
      )}
      {query.data && (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <HomeSection title="My tasks">
              <DueBucketsList buckets={query.data.dashboard.tasks} showWorkspace />
            </HomeSection>
            <HomeSection title="Checklist items">
              <ChecklistItemList checklistItems={query.data.dashboard.checklistItems} />
            </HomeSection>
          </div>
          <div className="space-y-4">
            <HomeSection title="This week">
              <WeekHours week={query.data.dashboard.week} />
            </HomeSection>
            <HomeSection title="Unread">
              <UnreadCounts dashboard={query.data.dashboard} />
            </HomeSection>
            <HomeSection title="Invitations">
              <InvitationList invitations={query.data.dashboard.invitations} />
            </HomeSection>
          </div>
        </div>
      )}
    </div>
  );
}
