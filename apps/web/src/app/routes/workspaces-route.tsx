import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';

/** The workspace list. No workspace can exist yet, so it is honestly empty. */
export function WorkspacesRoute() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Workspaces</h1>
      <EmptyState
        title="You have no workspaces yet"
        description="A workspace holds your team's folders, projects and tasks."
        action={
          <ButtonLink to="/dashboard" variant="secondary">
            Go to your dashboard
          </ButtonLink>
        }
      />
    </div>
  );
}
