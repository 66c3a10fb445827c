import { EmptyState } from '../../../components/ui/empty-state';
import { useCurrentWorkspace } from '../current-workspace';
import { PageHeading } from '../../../components/ui/page-heading';
import { memberCountLabel } from '../role-labels';

/** /{workspace}/projects. Boards do not exist yet, so the list is honestly empty. */
export function ProjectsPage() {
  const { workspace, memberCount } = useCurrentWorkspace();
  return (
    <div className="space-y-6">
      <PageHeading
        title="Projects"
        description={`${workspace.name} · ${memberCountLabel(memberCount)}`}
      />
      <EmptyState
        title="No projects yet"
        description={`${workspace.name} has no projects yet. Its ${memberCountLabel(memberCount)} will find them here.`}
      />
    </div>
  );
}
