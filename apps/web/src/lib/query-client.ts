import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Client errors (4xx) are answers, not glitches: only network and 5xx failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The `meta` of a query whose data is an object URL (a file fetched as a blob, shown by the
 * page): the URL is revoked when the query leaves the cache, so its bytes are freed with it.
 */
export const OBJECT_URL_META = { objectUrl: true };

function revokeObjectUrlsOnRemoval(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'removed' || event.query.meta?.objectUrl !== true) return;
    const url: unknown = event.query.state.data;
    if (typeof url === 'string') URL.revokeObjectURL(url);
  });
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  revokeObjectUrlsOnRemoval(queryClient);
  return queryClient;
}
