import type { WorkspaceSummary } from '@teamboard/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { memberCountLabel, ROLE_LABELS } from '../role-labels';
import { WorkspaceLogo } from './workspace-logo';

/** One workspace in the list: the whole card opens its projects. */
export function WorkspaceCard({ workspace }: { workspace: WorkspaceSummary }) {
  return (
    <Card className="transition-shadow hover:shadow-md">
      <Link to={`/${workspace.url}/projects`} className="flex items-start gap-4 p-5">
        <WorkspaceLogo name={workspace.name} logo={workspace.logo} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex items-center justify-between gap-2">
            <h3 className="truncate font-semibold">{workspace.name}</h3>
            <Badge>{ROLE_LABELS[workspace.role]}</Badge>
          </div>
          <p className="truncate text-sm text-neutral-500 dark:text-neutral-400">
            /{workspace.url} · {memberCountLabel(workspace.memberCount)}
          </p>
          {workspace.description && (
            <p className="line-clamp-2 text-sm text-neutral-600 dark:text-neutral-300">
              {workspace.description}
            </p>
          )}
        </div>
      </Link>
    </Card>
  );
}
