import type { WorkspaceSummary } from '@teamboard/shared';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { PendingInvitesNotice } from '../../features/invitations/components/pending-invites-notice';
import { useWorkspaces } from '../../features/workspaces/api/get-workspaces';
import { WorkspaceCard } from '../../features/workspaces/components/workspace-card';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

interface WorkspaceGroupProps {
  title: string;
  workspaces: WorkspaceSummary[];
  /** Shown instead of the cards when there are none. */
  empty?: string;
}

function WorkspaceGroup({ title, workspaces, empty }: WorkspaceGroupProps) {
  return (
    <section className="space-y-3">
      <h2 className="text-sm font-semibold tracking-wide text-neutral-500 uppercase">{title}</h2>
      {workspaces.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{empty}</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {workspaces.map((workspace) => (
            <WorkspaceCard key={workspace._id} workspace={workspace} />
          ))}
        </div>
      )}
    </section>
  );
}

/** /workspaces: the user's own workspaces and those they are a guest in. */
export function WorkspacesRoute() {
  usePageTitle('Workspaces');
  const lists = useWorkspaces();
  const createButton = <ButtonLink to="/workspaces/create">Create workspace</ButtonLink>;

  let body;
  if (lists.isPending) body = <Spinner className="text-indigo-600" />;
  else if (lists.isError)
    body = <Alert tone="error">{errorMessage(lists.error, 'Failed to fetch workspaces')}</Alert>;
  else if (lists.data.myWorkspaces.length + lists.data.guestWorkspaces.length === 0)
    body = (
      <EmptyState
        title="You have no workspaces yet"
        description="A workspace holds your team's folders, projects and tasks. Create one, or ask a teammate to invite you."
        action={createButton}
      />
    );
  else
    body = (
      <>
        <WorkspaceGroup
          title="My workspaces"
          workspaces={lists.data.myWorkspaces}
          empty="You are a guest only. Create a workspace of your own for your team's projects."
        />
        {lists.data.guestWorkspaces.length > 0 && (
          <WorkspaceGroup title="Guest workspaces" workspaces={lists.data.guestWorkspaces} />
        )}
      </>
    );

  return (
    <div className="space-y-8">
      <PageHeading
        title="Workspaces"
        description="Where your team's projects live."
        actions={createButton}
      />
      <PendingInvitesNotice />
      {body}
    </div>
  );
}
