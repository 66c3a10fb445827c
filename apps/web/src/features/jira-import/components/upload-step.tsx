import {
  JIRA_IMPORT_MAX_BYTES,
  JIRA_IMPORT_MAX_ISSUES,
  type JiraImport,
} from '@teamboard/shared/jira-import';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { isPlanLimitError } from '../../../lib/plan-limit-error';
import { useUploadJiraFile } from '../api/upload-jira-file';
import { JIRA_FILE_TYPES, jiraFileProblem } from '../check-file';
import { FileDropZone } from './file-drop-zone';

interface UploadStepProps {
  boardId: string;
  onUploaded: (created: JiraImport) => void;
}

const MAX_MEGABYTES = JIRA_IMPORT_MAX_BYTES / (1024 * 1024);
const MAX_ISSUES = JIRA_IMPORT_MAX_ISSUES.toLocaleString('en-US');

/** Step 1: a Jira export, checked here for what can be told before sending it. */
export function UploadStep({ boardId, onUploaded }: UploadStepProps) {
  const upload = useUploadJiraFile(boardId);
  const [problem, setProblem] = useState<string | null>(null);
  const send = (file: File) => {
    const local = jiraFileProblem(file);
    setProblem(local);
    if (local) return;
    upload.mutate(file, {
      onSuccess: ({ import: created }) => {
        toast.success(`${created.preview.rows} issues found in ${created.fileName}`);
        onUploaded(created);
      },
      onError: (error) =>
        setProblem(
          isPlanLimitError(error) ? null : errorMessage(error, 'The file could not be read'),
        ),
    });
  };
  return (
    <SectionCard
      title="Upload a Jira export"
      description={`A CSV or JSON file of up to ${MAX_MEGABYTES} MB and ${MAX_ISSUES} issues. Nothing is imported before you confirm the preview.`}
    >
      <div className="space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
          <li>
            In Jira, open <strong>Filters</strong>, search for the project&apos;s issues, then{' '}
            <strong>Export → CSV (all fields)</strong>.
          </li>
          <li>
            Or save the answer of Jira&apos;s REST search (<code>/rest/api/3/search?jql=…</code>) as
            a JSON file.
          </li>
        </ol>
        {upload.isPending ? (
          <p className="flex items-center justify-center gap-2 py-10 text-sm">
            <Spinner className="text-indigo-600" label="Reading the file" /> Reading the file…
          </p>
        ) : (
          <FileDropZone accept={JIRA_FILE_TYPES} disabled={upload.isPending} onFile={send} />
        )}
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
    </SectionCard>
  );
}
