import type { JiraImport } from '@teamboard/shared/jira-import';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';
import { boardPath } from '../../boards/board-labels';
import { useCancelImport } from '../api/cancel-import';
import { jiraImportPath } from '../import-link';
import { IMPORT_STATUS_LABELS, isFinished, isRunning } from '../import-status';
import { useImportOutcome } from '../use-import-outcome';
import { ImportCounts } from './import-counts';
import { ImportErrors } from './import-errors';
import { ProgressBar } from './progress-bar';

interface ProgressStepProps {
  jiraImport: JiraImport;
  workspaceUrl: string;
}

/** Step 3: the import's live progress (polled), its errors, and where to go once it ends. */
export function ProgressStep({ jiraImport, workspaceUrl }: ProgressStepProps) {
  const cancel = useCancelImport(jiraImport);
  useImportOutcome(jiraImport);
  const { status, boardId } = jiraImport;
  return (
    <div className="space-y-6">
      <SectionCard
        title={`Importing ${jiraImport.fileName}`}
        description={`Status: ${IMPORT_STATUS_LABELS[status]}`}
      >
        <div className="space-y-4">
          <ProgressBar done={jiraImport.done} total={jiraImport.total} />
          <ImportCounts counts={jiraImport} />
          <div className="flex flex-wrap gap-2">
            {isRunning(status) && (
              <Button
                variant="secondary"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () => toast.success('Import cancelled: what was imported stays'),
                    onError: (error) => toast.error(errorMessage(error, 'Failed to cancel')),
                  })
                }
              >
                Cancel import
              </Button>
            )}
            {/* What was imported before a cancel or a failure stays on the board too. */}
            {isFinished(status) && (
              <>
                <ButtonLink to={boardPath(workspaceUrl, boardId)}>Go to the board</ButtonLink>
                <ButtonLink variant="secondary" to={jiraImportPath(workspaceUrl, boardId)}>
                  Import another file
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </SectionCard>
      <ImportErrors jiraImport={jiraImport} />
    </div>
  );
}
