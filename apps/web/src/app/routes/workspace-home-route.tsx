import type { WorkspaceHome } from '@teamboard/shared/dashboard';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { QueryFailure } from '../../features/boards/components/query-failure';
import { useWorkspaceHome } from '../../features/dashboard/api/get-workspace-home';
import { BoardLinks } from '../../features/dashboard/components/board-links';
import { DueBucketsList } from '../../features/dashboard/components/due-buckets-list';
import { HomeActivityList } from '../../features/dashboard/components/home-activity-list';
import { HomeSection } from '../../features/dashboard/components/home-section';
import { HomeTimer } from '../../features/dashboard/components/home-timer';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { errorMessage } from '../../lib/api-error';
import { useWorkspacePageTitle } from '../page-title';

const boardLists = (home: WorkspaceHome) => [
  {
    title: 'Favourite boards',
    boards: home.favoriteBoards,
    empty: 'Star a board to keep it here.',
  },
  { title: 'Recent boards', boards: home.recentBoards, empty: 'Boards you open show up here.' },
];

/**
 * /{workspace}: the workspace home. My open tasks here by due date, my running timer, my
 * favourite and recently opened boards, and the latest activity of the boards I see.
 */
export function WorkspaceHomeRoute() {
  useWorkspacePageTitle('Home');
  const { workspace } = useCurrentWorkspace();
  const query = useWorkspaceHome(workspace._id);
  const home = query.data?.home;
  return (
    <div className="space-y-6">
      <PageHeading title={workspace.name} description="Your work in this workspace." />
      {query.isPending && <Spinner className="mx-auto size-6 text-indigo-600" />}
      {query.isError && (
        <QueryFailure
          message={errorMessage(query.error, 'Failed to load the workspace home')}
          retry={() => void query.refetch()}
        />
      )}
      {home && (
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="space-y-4 lg:col-span-2">
            <HomeSection title="My tasks">
              <DueBucketsList buckets={home.tasks} />
            </HomeSection>
            <HomeSection title="Recent activity">
              <HomeActivityList activity={home.activity} workspaceUrl={workspace.url} />
            </HomeSection>
          </div>
          <div className="space-y-4">
            <HomeSection title="Running timer">
              <HomeTimer workspaceId={workspace._id} />
            </HomeSection>
            {boardLists(home).map(({ title, boards, empty }) => (
              <HomeSection key={title} title={title}>
                <BoardLinks
                  label={title}
                  boards={boards}
                  workspaceUrl={workspace.url}
                  empty={empty}
                />
              </HomeSection>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
