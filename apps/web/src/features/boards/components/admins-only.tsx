import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState } from '../../../components/ui/empty-state';
import { boardPath } from '../board-labels';

interface AdminsOnlyProps {
  workspaceUrl: string;
  boardId: string;
  /** What only admins do here, e.g. "Only project admins manage forms". */
  title: string;
  description: string;
}

/** What a page for those who manage the board shows everyone else, with the way back. */
export function AdminsOnly({ workspaceUrl, boardId, title, description }: AdminsOnlyProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <ButtonLink variant="secondary" to={boardPath(workspaceUrl, boardId)}>
          Back to board
        </ButtonLink>
      }
    />
  );
}
