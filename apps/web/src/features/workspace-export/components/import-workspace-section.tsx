import { formatFileSize } from '@teamboard/shared';
import { WORKSPACE_IMPORT_MAX_BYTES } from '@teamboard/shared/workspace-export';
import { useState, type SubmitEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-error';

interface ImportWorkspaceSectionProps {
  /** Sends the zip; resolves once the new workspace is known to the app. */
  onImport: (file: File) => Promise<unknown>;
  importing: boolean;
  error: unknown;
}

/** On /workspaces/create: recreates a workspace from another Teamboard's export zip. */
export function ImportWorkspaceSection({
  onImport,
  importing,
  error,
}: ImportWorkspaceSectionProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refusal = !file
      ? 'Choose the zip of a workspace export'
      : file.size > WORKSPACE_IMPORT_MAX_BYTES
        ? `The file is larger than ${formatFileSize(WORKSPACE_IMPORT_MAX_BYTES)}`
        : null;
    setProblem(refusal);
    // The server's refusal is shown from `error`.
    if (file && !refusal) void onImport(file).catch(() => undefined);
  };

  const shown = problem ?? (error ? errorMessage(error, 'The import failed') : null);
  return (
    <SectionCard
      title="Import a workspace from an export"
      description="Upload the zip another Teamboard exported: its boards, tasks, comments, attached files and time come back as a new workspace that you own. Everyone else in it is invited back with their role."
    >
      <form className="space-y-4" onSubmit={submit}>
        <label className="block text-sm font-medium">
          Export zip
          <input
            type="file"
            accept=".zip,application/zip"
            className="mt-1 block w-full text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        {shown && <Alert tone="error">{shown}</Alert>}
        <Button type="submit" loading={importing}>
          Import workspace
        </Button>
      </form>
    </SectionCard>
  );
}
