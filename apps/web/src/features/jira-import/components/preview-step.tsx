import type { ImportMapping, JiraImport } from '@teamboard/shared/jira-import';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import { useColumns } from '../../columns/api/get-columns';
import { useBoardPeople } from '../../tasks/use-board-people';
import { useCancelImport } from '../api/cancel-import';
import { useStartImport } from '../api/start-import';
import { mappingProblems, serverProblem } from '../mapping-draft';
import { ComplexityMapping } from './complexity-mapping';
import { PeopleMappings } from './people-mappings';
import { PreviewSummary } from './preview-summary';
import { PreviewTable } from './preview-table';
import { PriorityMappings } from './priority-mappings';
import { StatusMappings } from './status-mappings';

/** The server's reasons for refusing the mapping or the start, one per line. */
function startProblems(error: unknown): string[] {
  // The plan's limit has its own toast, with the way to upgrade.
  if (isPlanLimitError(error)) return [];
  const fields = error instanceof ApiError ? error.fieldErrors : [];
  if (fields.length > 0) return fields.map(serverProblem);
  return [errorMessage(error, 'The import could not start')];
}

/** Step 2: what the file holds, and the mappings to confirm before starting. */
export function PreviewStep({ jiraImport }: { jiraImport: JiraImport }) {
  const { preview } = jiraImport;
  const [mapping, setMapping] = useState<ImportMapping>(jiraImport.mapping);
  const [problems, setProblems] = useState<string[]>([]);
  const columns = useColumns(jiraImport.boardId).data?.columns ?? [];
  const members = useBoardPeople();
  const start = useStartImport(jiraImport);
  const drop = useCancelImport(jiraImport);

  const startImport = () => {
    const found = mappingProblems(mapping);
    setProblems(found);
    if (found.length > 0) return;
    // Saved first (PUT), then started: the import never runs on a mapping not yet saved.
    start.mutate(mapping, {
      onSuccess: () => toast.success('Import started'),
      onError: (error) => setProblems(startProblems(error)),
    });
  };
  const context = { mapping, columns, members, people: preview.people };
  return (
    <div className="space-y-6">
      <SectionCard title="Preview" description="The first issues as they will look on the board.">
        <div className="space-y-4">
          <PreviewSummary jiraImport={jiraImport} />
          <PreviewTable issues={preview.issues} context={context} />
        </div>
      </SectionCard>
      <SectionCard title="Mappings" description="Check where everything goes, then start.">
        <div className="space-y-8">
          <StatusMappings
            statuses={preview.statuses}
            columns={columns}
            mapping={mapping}
            onChange={setMapping}
          />
          <PriorityMappings
            priorities={preview.priorities}
            mapping={mapping}
            onChange={setMapping}
          />
          <PeopleMappings
            people={preview.people}
            members={members}
            mapping={mapping}
            onChange={setMapping}
          />
          {preview.hasStoryPoints && <ComplexityMapping mapping={mapping} onChange={setMapping} />}
          {problems.length > 0 && (
            <Alert tone="error">
              <ul className="space-y-1">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <Button loading={start.isPending} disabled={drop.isPending} onClick={startImport}>
              Start import
            </Button>
            <Button
              variant="secondary"
              loading={drop.isPending}
              disabled={start.isPending}
              onClick={() =>
                drop.mutate(undefined, {
                  onSuccess: () => toast.success('Import discarded'),
                  onError: (error) => toast.error(errorMessage(error, 'Failed to discard')),
                })
              }
            >
              Discard
            </Button>
          </div>
        </div>
      </SectionCard>
    </div>
  );
}
