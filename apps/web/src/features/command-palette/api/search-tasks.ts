import { workspaceSearchResponseSchema, type WorkspaceSearchResponse } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { workspaceApiPath } from '../../workspaces/api/workspace-path';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 150;

export const taskSearchQueryKey = (workspaceId: string, text: string) =>
  ['workspaces', workspaceId, 'task-search', text] as const;

/** Tasks of the workspace by key or title words, on the boards the user sees. */
export function searchTasks(workspaceId: string, text: string): Promise<WorkspaceSearchResponse> {
  return api.get(workspaceApiPath(workspaceId, 'search'), workspaceSearchResponseSchema, {
    query: { q: text },
  });
}

/** The server's tasks for what is typed, once typing pauses; none outside a workspace. */
export function useTaskSearch(workspaceId: string | null, search: string) {
  const text = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  return useQuery({
    queryKey: taskSearchQueryKey(workspaceId ?? '', text),
    queryFn: () => searchTasks(workspaceId ?? '', text),
    enabled: workspaceId !== null && text !== '',
    staleTime: 30_000,
  });
}
