import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useBillingPlans } from '../api/get-billing-plans';
import { useCheckoutReturn } from '../use-checkout-return';
import { CheckoutReturnNotice } from './checkout-return-notice';
import { PlanComparison } from './plan-comparison';
import { PlanStatusCard } from './plan-status-card';
import { SelfHostedCard } from './self-hosted-card';
import { UsageCard } from './usage-card';

interface SubscriptionOverviewProps {
  workspaceId: string;
  /** The owner: buys, changes and cancels the plan; admins read. */
  canManage: boolean;
}

/** The plan, its usage and the plans on sale; on a self-hosted server, only that. */
export function SubscriptionOverview({ workspaceId, canManage }: SubscriptionOverviewProps) {
  const { query, checkout } = useCheckoutReturn(workspaceId);
  const plans = useBillingPlans();
  if (query.isError) {
    return (
      <Alert tone="error">{errorMessage(query.error, 'Failed to fetch the subscription')}</Alert>
    );
  }
  if (!query.data) return <Spinner className="text-indigo-600" />;
  const { subscription } = query.data;
  if (subscription.plan === 'self_hosted') return <SelfHostedCard />;

  const comparison = () => {
    if (plans.isError)
      return <Alert tone="error">{errorMessage(plans.error, 'Failed to fetch the prices')}</Alert>;
    if (!plans.data) return <Spinner className="text-indigo-600" />;
    return (
      <PlanComparison
        workspaceId={workspaceId}
        subscription={subscription}
        prices={plans.data.prices}
        canManage={canManage}
      />
    );
  };
  return (
    <div className="space-y-6">
      <CheckoutReturnNotice state={checkout} />
      <PlanStatusCard workspaceId={workspaceId} subscription={subscription} canManage={canManage} />
      <UsageCard subscription={subscription} />
      {comparison()}
    </div>
  );
}
