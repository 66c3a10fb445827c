import type { ApiError } from '../lib/api-error';
import { upgradePathOf } from '../lib/plan-limit-error';
import { ButtonLink } from './ui/button-link';
import { EmptyState } from './ui/empty-state';

/**
 * In place of a page's content the plan does not include (a 402 PLAN_LIMIT answer to reading
 * it, see isPlanLimitError): the server's reason and the way up.
 */
export function PlanLimitCard({ error }: { error: ApiError }) {
  const path = upgradePathOf(error);
  return (
    <EmptyState
      title="Not included in your plan"
      description={error.message || 'Your plan does not include this.'}
      action={path && <ButtonLink to={path}>Upgrade</ButtonLink>}
    />
  );
}
