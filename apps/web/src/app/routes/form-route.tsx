import type { Form } from '@teamboard/shared/form';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { barLinkClasses } from '../../components/ui/nav-styles';
import { PageHeading } from '../../components/ui/page-heading';
import { Spinner } from '../../components/ui/spinner';
import { QueryFailure } from '../../features/boards/components/query-failure';
import { useCurrentBoard } from '../../features/boards/current-board';
import { useForm } from '../../features/forms/api/get-form';
import { useUpdateForm } from '../../features/forms/api/update-form';
import { FormBuilder } from '../../features/forms/builder/form-builder';
import { changesOf, checkEditedForm, draftOf } from '../../features/forms/builder/form-draft';
import { FORMS_ADMINS_ONLY } from '../../features/forms/forms-admins-only';
import { AdminsOnly } from '../../features/boards/components/admins-only';
import { copyFormLink, formPublicUrl, formsPath } from '../../features/forms/form-link';
import { FormSubmissions } from '../../features/forms/submissions/form-submissions';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useBoardChoices } from './create-form-route';
import { useBoardPageTitle } from '../page-title';

function EditForm({ form }: { form: Form }) {
  const { workspace } = useCurrentWorkspace();
  const update = useUpdateForm(form);
  const choices = useBoardChoices();
  if (!choices) return <Spinner className="mx-auto text-indigo-600" />;

  const onSave = async (input: Parameters<typeof changesOf>[1]) => {
    const changes = changesOf(form, input);
    if (Object.keys(changes).length === 0) {
      toast.info('No changes to save');
      return;
    }
    await update.mutateAsync(changes);
    toast.success('Form saved');
  };
  return (
    <FormBuilder
      initial={() => draftOf(form)}
      isNew={false}
      choices={choices}
      workspace={{ name: workspace.name, logo: workspace.logo }}
      check={checkEditedForm}
      onSave={onSave}
      saving={update.isPending}
    />
  );
}

/** The form's two tabs: the builder, and its submissions (`?tab=submissions`). */
function FormPage({ form }: { form: Form }) {
  const { workspace } = useCurrentWorkspace();
  const [params] = useSearchParams();
  const showSubmissions = params.get('tab') === 'submissions';
  const page = formsPath(workspace.url, form.boardId, form._id);
  const url = formPublicUrl(window.location.origin, form.slug);
  return (
    <div className="space-y-6">
      <PageHeading
        title={form.title}
        description={url}
        actions={
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => copyFormLink(url)}>
              Copy link
            </Button>
            <ButtonLink variant="secondary" to={formsPath(workspace.url, form.boardId)}>
              Back to forms
            </ButtonLink>
          </div>
        }
      />
      <nav aria-label="Form tabs" className="flex gap-1">
        <NavLink to={page} className={() => barLinkClasses({ isActive: !showSubmissions })}>
          Form
        </NavLink>
        <NavLink
          to={`${page}?tab=submissions`}
          className={() => barLinkClasses({ isActive: showSubmissions })}
        >
          Submissions ({form.submissionCount})
        </NavLink>
      </nav>
      {/* Kept mounted while the submissions show: unsaved edits survive a look at them. */}
      <div hidden={showSubmissions}>
        <EditForm key={form._id} form={form} />
      </div>
      {showSubmissions && (
        <FormSubmissions formId={form._id} boardId={form.boardId} workspaceUrl={workspace.url} />
      )}
    </div>
  );
}

/** /{workspace}/projects/{boardId}/forms/{formId}: one form, for the board's admins. */
export function FormRoute() {
  const { workspace } = useCurrentWorkspace();
  const { board, can } = useCurrentBoard();
  const { formId = '' } = useParams();
  const manages = can('board.manage');
  const query = useForm(formId, manages);
  useBoardPageTitle(query.data?.form.title ?? 'Form');
  if (!manages)
    return <AdminsOnly {...FORMS_ADMINS_ONLY} boardId={board._id} workspaceUrl={workspace.url} />;
  // A form of another board is not one of this board's.
  const elsewhere = query.data !== undefined && query.data.form.boardId !== board._id;
  if (elsewhere || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <EmptyState
        title="Form not found"
        description="This form does not exist or was deleted."
        action={<ButtonLink to={formsPath(workspace.url, board._id)}>Back to forms</ButtonLink>}
      />
    );
  }
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch the form')}
        retry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Spinner className="mx-auto mt-12 size-8 text-indigo-600" />;
  return <FormPage form={query.data.form} />;
}
