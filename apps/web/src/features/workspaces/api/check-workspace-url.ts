import { checkUrlResponseSchema } from '@teamboard/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { workspaceApiPath } from './workspace-path';

export const workspaceUrlCheckQueryKey = (url: string) => ['workspaces', 'check-url', url] as const;

export function checkWorkspaceUrl(url: string): Promise<{ available: boolean }> {
  return api.get(workspaceApiPath('check-url', url), checkUrlResponseSchema);
}

/** Whether `url` is free; only asked when `enabled` (a well-formed URL the user settled on). */
export function useWorkspaceUrlCheck(url: string, enabled: boolean) {
  return useQuery({
    queryKey: workspaceUrlCheckQueryKey(url),
    queryFn: () => checkWorkspaceUrl(url),
    enabled,
    staleTime: 10_000,
  });
}
