import { ButtonLink } from '../../../components/ui/button-link';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { QueryFailure } from '../../boards/components/query-failure';
import { useForms } from '../api/get-forms';
import { formsPath } from '../form-link';
import { FormRow } from './form-row';

interface FormsListProps {
  boardId: string;
  workspaceUrl: string;
}

/** The board's forms, newest first. */
export function FormsList({ boardId, workspaceUrl }: FormsListProps) {
  const query = useForms(boardId);
  if (query.isPending) return <Spinner className="mx-auto text-indigo-600" />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch forms')}
        retry={() => void query.refetch()}
      />
    );
  }
  const { forms } = query.data;
  if (forms.length === 0) {
    return (
      <EmptyState
        title="No forms yet"
        description="Anyone with a form's link can send a request that lands on this board as a task."
        action={
          <ButtonLink to={formsPath(workspaceUrl, boardId, 'create')}>Create a form</ButtonLink>
        }
      />
    );
  }
  return (
    <Card>
      <ul aria-label="Forms" className="divide-y divide-neutral-200 dark:divide-neutral-800">
        {forms.map((form) => (
          <FormRow key={form._id} form={form} workspaceUrl={workspaceUrl} />
        ))}
      </ul>
    </Card>
  );
}
