import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { QueryFailure } from '../../boards/components/query-failure';
import { useFormSubmissions } from '../api/get-form-submissions';
import { SubmissionItem } from './submission-item';

interface FormSubmissionsProps {
  formId: string;
  boardId: string;
  workspaceUrl: string;
}

/** The form's submissions, newest first, a page of 20 at a time. */
export function FormSubmissions({ formId, boardId, workspaceUrl }: FormSubmissionsProps) {
  const [page, setPage] = useState(1);
  const query = useFormSubmissions(formId, page);
  if (query.isPending) return <Spinner className="mx-auto text-indigo-600" />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch submissions')}
        retry={() => void query.refetch()}
      />
    );
  }
  const { submissions, meta } = query.data;
  if (meta.total === 0) {
    return (
      <EmptyState
        title="No submissions yet"
        description="Each request sent with the form's link shows here with the task it created."
      />
    );
  }
  return (
    <div className="space-y-4">
      <Card>
        <ul
          aria-label="Submissions"
          className="divide-y divide-neutral-200 dark:divide-neutral-800"
        >
          {submissions.map((submission) => (
            <SubmissionItem
              key={submission._id}
              submission={submission}
              boardId={boardId}
              workspaceUrl={workspaceUrl}
            />
          ))}
        </ul>
      </Card>
      {meta.totalPages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </Button>
          <span>
            Page {meta.page} of {meta.totalPages} ({meta.total} submissions)
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= meta.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}
