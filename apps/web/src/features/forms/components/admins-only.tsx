import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { boardPath } from '../../boards/board-labels';

/** What the forms pages show to whoever may not manage the board. */
export function AdminsOnly({ workspaceUrl, boardId }: { workspaceUrl: string; boardId: string }) {
  return (
    <EmptyState
      title="Only project admins manage forms"
      description="Ask an admin of this project to create a form or to change one."
      action={
        <ButtonLink variant="secondary" to={boardPath(workspaceUrl, boardId)}>
          Back to board
        </ButtonLink>
      }
    />
  );
}
