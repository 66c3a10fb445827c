import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { QueryFailure } from '../../boards/components/query-failure';
import { useImport } from '../api/get-import';
import { useImports } from '../api/get-imports';
import { IMPORT_PARAM } from '../import-link';
import { isRunning } from '../import-status';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { UploadStep } from './upload-step';

interface FlowProps {
  boardId: string;
  workspaceUrl: string;
}

/**
 * Upload → preview → progress. The import shown is in the address (`?import=`), so a reload or
 * a link from the recent imports opens it again; without one, a running import of the board is
 * shown rather than the upload.
 */
export function JiraImportFlow({ boardId, workspaceUrl }: FlowProps) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get(IMPORT_PARAM);
  const imports = useImports(boardId);
  if (chosen) return <ImportStep boardId={boardId} importId={chosen} workspaceUrl={workspaceUrl} />;
  if (imports.isPending) return <Spinner className="mx-auto text-indigo-600" />;
  const running = imports.data?.imports.find((each) => isRunning(each.status));
  if (running)
    return <ImportStep boardId={boardId} importId={running._id} workspaceUrl={workspaceUrl} />;
  return (
    <UploadStep
      boardId={boardId}
      onUploaded={(created) => setParams({ [IMPORT_PARAM]: created._id })}
    />
  );
}

/** One import: its preview while it waits to start, its progress once started. */
function ImportStep({ boardId, importId, workspaceUrl }: FlowProps & { importId: string }) {
  const query = useImport(boardId, importId);
  if (query.isPending) return <Spinner className="mx-auto text-indigo-600" />;
  if (query.isError) {
    return (
      <QueryFailure
        message={errorMessage(query.error, 'Failed to fetch the import')}
        retry={() => void query.refetch()}
      />
    );
  }
  const jiraImport = query.data.import;
  if (jiraImport.status === 'preview')
    return <PreviewStep key={jiraImport._id} jiraImport={jiraImport} />;
  return <ProgressStep jiraImport={jiraImport} workspaceUrl={workspaceUrl} />;
}
