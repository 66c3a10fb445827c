import { AdminsOnly } from '../../boards/components/admins-only';

/** What the import pages show to whoever may not manage the board. */
export function ImportAdminsOnly({
  workspaceUrl,
  boardId,
}: {
  workspaceUrl: string;
  boardId: string;
}) {
  return (
    <AdminsOnly
      workspaceUrl={workspaceUrl}
      boardId={boardId}
      title="Only project admins import"
      description="Importing writes many tasks at once: ask an admin of this project to import from Jira."
    />
  );
}
