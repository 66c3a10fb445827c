import { foldersResponseSchema, type Folder } from '@teamboard/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const foldersKey = ['folders'] as const;

export const foldersQueryKey = (workspaceId: string) => [...foldersKey, workspaceId] as const;

export function getFolders(workspaceId: string): Promise<{ folders: Folder[] }> {
  return api.get('/api/folders', foldersResponseSchema, { query: { workspaceId } });
}

export function useFolders(workspaceId: string) {
  return useQuery({
    queryKey: foldersQueryKey(workspaceId),
    queryFn: () => getFolders(workspaceId),
  });
}

export function invalidateFolders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: foldersKey });
}

/** `/api/folders/<id>` escaped. */
export function folderApiPath(folderId: string): string {
  return `/api/folders/${encodeURIComponent(folderId)}`;
}
