import { ERROR_CODES } from '@teamboard/shared';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, errorMessage } from './api-error';

/**
 * A 402 PLAN_LIMIT answer: the plan does not allow what was asked. Every change refused so is
 * answered in one place (`offerUpgradeOnPlanLimit`), so a form leaves it out of its own errors.
 */
export function isPlanLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ERROR_CODES.planLimit;
}

/**
 * The in-app page to upgrade from that a PLAN_LIMIT answer names (`upgradeUrl` of its details,
 * planLimitDetailsSchema), or null. Read with this small check rather than the schema: the
 * billing schemas stay out of the entry chunk, which every page loads. Never another site.
 */
export function upgradePathOf(error: unknown): string | null {
  if (!isPlanLimitError(error)) return null;
  const url = (error.details as { upgradeUrl?: unknown } | null | undefined)?.upgradeUrl;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : null;
}

/**
 * Whenever a change fails on the plan's limit: the server's message, naming the limit, with an
 * Upgrade action to the page it names.
 */
export function offerUpgradeOnPlanLimit(
  queryClient: QueryClient,
  navigate: (path: string) => void,
): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const error: unknown = event.action.error;
    if (!isPlanLimitError(error)) return;
    const path = upgradePathOf(error);
    toast.error(errorMessage(error, 'Your plan does not allow this'), {
      id: 'plan-limit',
      ...(path && { action: { label: 'Upgrade', onClick: () => navigate(path) } }),
    });
  });
}
