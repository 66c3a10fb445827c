import type { PublicForm } from '@teamboard/shared/public-form';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button-link';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { usePublicForm } from '../../features/forms/api/public-form';
import { answerErrors, useSendFormSubmission } from '../../features/forms/api/public-submission';
import { FormFill } from '../../features/forms/fill/form-fill';
import { FormSent } from '../../features/forms/fill/form-sent';
import { WorkspaceLogo } from '../../features/workspaces/components/workspace-logo';
import { ApiError, errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

/** Why a form cannot be shown: unknown (or renamed) link, closed, or the server's failure. */
function unavailable(error: Error): { title: string; message: string } {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404)
    return {
      title: 'Form not found',
      message: 'This form does not exist or its link has changed.',
    };
  if (status === 410)
    return { title: 'This form is closed', message: 'It no longer accepts responses.' };
  return { title: 'Form unavailable', message: errorMessage(error, 'Failed to load the form') };
}

function Unavailable({ error }: { error: Error }) {
  const { title, message } = unavailable(error);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{message}</p>
      <ButtonLink to="/" variant="secondary">
        Go to Teamboard
      </ButtonLink>
    </div>
  );
}

function FilledForm({ slug, form }: { slug: string; form: PublicForm }) {
  const send = useSendFormSubmission(slug);
  const fieldErrors = useMemo(
    () => answerErrors(send.error, form.fields),
    [send.error, form.fields],
  );

  if (send.isSuccess)
    return <FormSent title={form.title} message={send.data.message} onSendAnother={send.reset} />;
  return (
    <div className="space-y-4">
      <FormFill
        form={form}
        onSubmit={(input) => send.mutate(input)}
        pending={send.isPending}
        {...(fieldErrors && { fieldErrors })}
      />
      {send.isError && !fieldErrors && (
        <Alert tone="error">{errorMessage(send.error, 'Failed to send the form')}</Alert>
      )}
    </div>
  );
}

/** /form/{formSlug}: anyone with the link fills the form in, signed in or not. */
export function PublicFormRoute() {
  const { formSlug = '' } = useParams();
  const query = usePublicForm(formSlug);
  usePageTitle(query.data?.form.title ?? (query.error && unavailable(query.error).title));

  if (query.isPending) {
    return (
      <div className="flex justify-center py-10 text-indigo-600">
        <Spinner className="size-6" label="Loading the form" />
      </div>
    );
  }
  if (query.isError) return <Unavailable error={query.error} />;
  const { form } = query.data;
  return (
    <div className="space-y-6">
      <div className="flex min-w-0 items-center gap-3">
        <WorkspaceLogo name={form.workspace.name} logo={form.workspace.logo} />
        <p className="truncate font-semibold">{form.workspace.name}</p>
      </div>
      <Card className="p-6 sm:p-8">
        <FilledForm slug={formSlug} form={form} />
      </Card>
    </div>
  );
}
