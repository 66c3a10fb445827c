import { dashboardResponseSchema, type Dashboard } from '@teamboard/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const dashboardQueryKey = ['me', 'dashboard'] as const;

export function getDashboard(): Promise<{ dashboard: Dashboard }> {
  return api.get('/api/me/dashboard', dashboardResponseSchema);
}

/** My dashboard across all my workspaces; asked again when the window regains focus. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: getDashboard,
    refetchOnWindowFocus: 'always',
  });
}
