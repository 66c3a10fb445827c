import { TextLink } from '../../components/ui/text-link';
import { PageHeading } from '../../components/ui/page-heading';
import { useCurrentBoard } from '../../features/boards/current-board';
import { IMPORT_ADMINS_ONLY } from '../../features/jira-import/import-admins-only';
import { AdminsOnly } from '../../features/boards/components/admins-only';
import { JiraImportFlow } from '../../features/jira-import/components/jira-import-flow';
import { importHubPath } from '../../features/jira-import/import-link';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { BoardViewSwitcher } from './board/board-view-switcher';
import { useBoardPageTitle } from '../page-title';

/** /{workspace}/projects/{boardId}/import/jira: upload, preview and run a Jira import. */
export function JiraImportRoute() {
  useBoardPageTitle('Jira import');
  const { workspace } = useCurrentWorkspace();
  const { board, can } = useCurrentBoard();
  return (
    <div className="space-y-6">
      <PageHeading
        title="Import from Jira"
        description={
          <>
            Into {board.title}.{' '}
            <TextLink to={importHubPath(workspace.url, board._id)}>All imports</TextLink>
          </>
        }
      />
      <BoardViewSwitcher />
      {can('board.manage') ? (
        <JiraImportFlow boardId={board._id} workspaceUrl={workspace.url} />
      ) : (
        <AdminsOnly {...IMPORT_ADMINS_ONLY} boardId={board._id} workspaceUrl={workspace.url} />
      )}
    </div>
  );
}
