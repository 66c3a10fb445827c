import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { JoinLinkSection } from '../../features/board-join/components/join-link-section';
import { boardPath } from '../../features/boards/board-labels';
import { ArchiveBoardButton } from '../../features/boards/components/archive-board-button';
import { BoardDetailsForm } from '../../features/boards/components/board-details-form';
import { BoardLabelsSection } from '../../features/boards/components/board-labels-section';
import { BoardMembersSection } from '../../features/boards/components/board-members-section';
import { CardPropertiesSection } from '../../features/boards/components/card-properties-section';
import { DeleteBoardSection } from '../../features/boards/components/delete-board-section';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useBoardPageTitle } from '../page-title';

/** Why the settings cannot be changed, if they cannot. */
function settingsNote(archived: boolean, canManage: boolean): string | undefined {
  if (archived) return 'This project is archived: restore it to change its settings.';
  return canManage ? undefined : 'Only the project’s admins can change these.';
}

/**
 * /{workspace}/projects/{boardId}/update: the project's settings, limited by the role. An archived
 * project's admins still manage its members and may restore or delete it.
 */
export function BoardSettingsRoute() {
  useBoardPageTitle('Settings');
  const { workspace } = useCurrentWorkspace();
  const { board, can, manages } = useCurrentBoard();
  const canManage = can('board.manage');
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeading
        title={`${board.title} settings`}
        description={settingsNote(board.status === 'archived', canManage)}
        actions={
          <ButtonLink variant="secondary" to={boardPath(workspace.url, board._id)}>
            Back to board
          </ButtonLink>
        }
      />
      <SectionCard title="Details">
        <BoardDetailsForm board={board} canManage={canManage} />
      </SectionCard>
      <SectionCard title={`Members (${board.members.length})`}>
        <BoardMembersSection board={board} canManage={manages} />
      </SectionCard>
      {canManage && (
        <SectionCard
          title="Join link"
          description="Anyone in the workspace who has this link can join the project, guests and clients included."
        >
          <JoinLinkSection boardId={board._id} workspaceUrl={workspace.url} />
        </SectionCard>
      )}
      <SectionCard title="Labels">
        <BoardLabelsSection board={board} canManage={canManage} />
      </SectionCard>
      <SectionCard title="Card properties" description="What your task cards show on this board.">
        <CardPropertiesSection boardId={board._id} />
      </SectionCard>
      {manages && (
        <SectionCard title="Danger zone" tone="danger">
          <div className="space-y-6">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm">
                {board.status === 'archived'
                  ? 'This project is archived. Restore it to the project list.'
                  : 'Archive the project: it leaves the list and can be restored.'}
              </p>
              <ArchiveBoardButton board={board} />
            </div>
            <DeleteBoardSection board={board} workspaceUrl={workspace.url} />
          </div>
        </SectionCard>
      )}
    </div>
  );
}
