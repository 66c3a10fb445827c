import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { boardPath } from '../../boards/board-labels';

/** What the import pages show to whoever may not manage the board. */
export function AdminsOnlyNotice({
  workspaceUrl,
  boardId,
}: {
  workspaceUrl: string;
  boardId: string;
}) {
  return (
    <EmptyState
      title="Only project admins import"
      description="Importing writes many tasks at once: ask an admin of this project to import from Jira."
      action={
        <ButtonLink variant="secondary" to={boardPath(workspaceUrl, boardId)}>
          Back to board
        </ButtonLink>
      }
    />
  );
}
