import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { useCurrentBoard } from '../../features/boards/current-board';
import { FORMS_ADMINS_ONLY } from '../../features/forms/forms-admins-only';
import { AdminsOnly } from '../../features/boards/components/admins-only';
import { FormsList } from '../../features/forms/components/forms-list';
import { formsPath } from '../../features/forms/form-link';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useBoardPageTitle } from '../page-title';

/** /{workspace}/projects/{boardId}/forms: the board's forms, for its admins. */
export function BoardFormsRoute() {
  useBoardPageTitle('Forms');
  const { workspace } = useCurrentWorkspace();
  const { board, can } = useCurrentBoard();
  const manages = can('board.manage');
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeading
        level={2}
        title="Forms"
        description="Anyone with a form's link can send a request; each becomes a task on this board."
        actions={
          manages && (
            <ButtonLink to={formsPath(workspace.url, board._id, 'create')}>New form</ButtonLink>
          )
        }
      />
      {manages ? (
        <FormsList boardId={board._id} workspaceUrl={workspace.url} />
      ) : (
        <AdminsOnly {...FORMS_ADMINS_ONLY} boardId={board._id} workspaceUrl={workspace.url} />
      )}
    </div>
  );
}
