import { PageHeading } from '../../components/ui/page-heading';
import { useCurrentBoard } from '../../features/boards/current-board';
import { ImportAdminsOnly } from '../../features/jira-import/components/admins-only-notice';
import { ImportHub } from '../../features/jira-import/components/import-hub';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { BoardViewSwitcher } from './board/board-view-switcher';

/** /{workspace}/projects/{boardId}/import: where the board's work comes in from, for its admins. */
export function BoardImportRoute() {
  const { workspace } = useCurrentWorkspace();
  const { board, can } = useCurrentBoard();
  return (
    <div className="space-y-6">
      <PageHeading
        title={`Import into ${board.title}`}
        description="Bring a team's issues from another tool onto this board."
      />
      <BoardViewSwitcher />
      {can('board.manage') ? (
        <ImportHub boardId={board._id} workspaceUrl={workspace.url} />
      ) : (
        <ImportAdminsOnly boardId={board._id} workspaceUrl={workspace.url} />
      )}
    </div>
  );
}
