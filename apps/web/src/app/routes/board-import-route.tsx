import { PageHeading } from '../../components/ui/page-heading';
import { useCurrentBoard } from '../../features/boards/current-board';
import { IMPORT_ADMINS_ONLY } from '../../features/jira-import/import-admins-only';
import { AdminsOnly } from '../../features/boards/components/admins-only';
import { ImportHub } from '../../features/jira-import/components/import-hub';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useBoardPageTitle } from '../page-title';

/** /{workspace}/projects/{boardId}/import: where the board's work comes in from, for its admins. */
export function BoardImportRoute() {
  useBoardPageTitle('Import');
  const { workspace } = useCurrentWorkspace();
  const { board, can } = useCurrentBoard();
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeading
        level={2}
        title="Import"
        description="Bring a team's issues from another tool onto this board."
      />
      {can('board.manage') ? (
        <ImportHub boardId={board._id} workspaceUrl={workspace.url} />
      ) : (
        <AdminsOnly {...IMPORT_ADMINS_ONLY} boardId={board._id} workspaceUrl={workspace.url} />
      )}
    </div>
  );
}
