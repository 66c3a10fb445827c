import { AdminsOnly } from '../../boards/components/admins-only';

/** What the forms pages show to whoever may not manage the board. */
export function FormsAdminsOnly({
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
      title="Only project admins manage forms"
      description="Ask an admin of this project to create a form or to change one."
    />
  );
}
