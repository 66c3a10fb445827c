import type { JiraImport } from '@teamboard/shared/jira-import';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { invalidateImports } from './api/get-imports';

/**
 * Tells once how a running import ended (a cancel tells its own outcome), and refreshes the
 * board's list of imports then.
 */
export function useImportOutcome(jiraImport: JiraImport): void {
  const queryClient = useQueryClient();
  const previous = useRef(jiraImport.status);
  const { status, boardId, created, updated, failed } = jiraImport;
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'running' || status === 'running') return;
    void invalidateImports(queryClient, boardId);
    if (status === 'done')
      toast.success(`Import finished: ${created} created, ${updated} updated, ${failed} failed`);
    if (status === 'failed') toast.error('The import stopped on an error');
  }, [queryClient, status, boardId, created, updated, failed]);
}
