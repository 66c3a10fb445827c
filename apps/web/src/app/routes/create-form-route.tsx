import { toast } from 'sonner';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/ui/button-link';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentBoard } from '../../features/boards/current-board';
import { taskLabelName } from '../../features/boards/task-label-choices';
import { useTaskLabelChoices } from '../../features/boards/use-task-label-choices';
import { useColumns } from '../../features/columns/api/get-columns';
import { useCreateForm } from '../../features/forms/api/create-form';
import type { BoardChoices } from '../../features/forms/builder/board-choices';
import { FormBuilder } from '../../features/forms/builder/form-builder';
import { checkNewForm, emptyDraft } from '../../features/forms/builder/form-draft';
import { FORMS_ADMINS_ONLY } from '../../features/forms/forms-admins-only';
import { AdminsOnly } from '../../features/boards/components/admins-only';
import { formsPath } from '../../features/forms/form-link';
import { useBoardPeople } from '../../features/tasks/use-board-people';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useBoardPageTitle } from '../page-title';

/**
 * What a form of the current board may point at (its columns, people, and labels: the board's
 * and its workspace's, named apart); null while its columns load.
 */
export function useBoardChoices(): BoardChoices | null {
  const { board } = useCurrentBoard();
  const people = useBoardPeople();
  const columns = useColumns(board._id);
  const labels = useTaskLabelChoices().map((label) => ({ ...label, name: taskLabelName(label) }));
  if (columns.isPending) return null;
  return { columns: columns.data?.columns ?? [], labels, people };
}

/** /{workspace}/projects/{boardId}/forms/create: a new form, for the board's admins. */
export function CreateFormRoute() {
  useBoardPageTitle('New form');
  const { workspace } = useCurrentWorkspace();
  const { board, can } = useCurrentBoard();
  const navigate = useNavigate();
  const create = useCreateForm(board._id);
  const choices = useBoardChoices();
  if (!can('board.manage'))
    return <AdminsOnly {...FORMS_ADMINS_ONLY} boardId={board._id} workspaceUrl={workspace.url} />;

  const onSave = async (input: Parameters<typeof create.mutateAsync>[0]) => {
    const { form } = await create.mutateAsync(input);
    toast.success(`Form "${form.title}" created`);
    await navigate(formsPath(workspace.url, board._id, form._id));
  };
  return (
    <div className="space-y-6">
      <PageHeading
        title="New form"
        description={board.title}
        actions={
          <ButtonLink variant="secondary" to={formsPath(workspace.url, board._id)}>
            Back to forms
          </ButtonLink>
        }
      />
      {choices ? (
        <FormBuilder
          initial={emptyDraft}
          isNew
          choices={choices}
          workspace={{ name: workspace.name, logo: workspace.logo }}
          check={checkNewForm}
          onSave={onSave}
          saving={create.isPending}
        />
      ) : (
        <Spinner className="mx-auto text-indigo-600" />
      )}
    </div>
  );
}
