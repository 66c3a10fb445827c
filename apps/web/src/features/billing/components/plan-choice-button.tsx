import {
  PLAN_LABELS,
  type BillingInterval,
  type PaidPlan,
  type Subscription,
} from '@teamboard/shared/billing';
import { Button } from '../../../components/ui/button';
import { useStartCheckout } from '../api/start-checkout';
import { planChoiceOf } from '../subscription-state';

interface PlanChoiceButtonProps {
  workspaceId: string;
  subscription: Subscription;
  plan: PaidPlan;
  interval: BillingInterval;
}

/** The owner's button under a paid plan: buy it, change to it, or the plan already paid for. */
export function PlanChoiceButton({
  workspaceId,
  subscription,
  plan,
  interval,
}: PlanChoiceButtonProps) {
  const checkout = useStartCheckout(workspaceId);
  const choice = planChoiceOf(subscription, plan, interval);
  if (choice === 'current') {
    return <span className="text-sm font-medium text-neutral-500">Your plan</span>;
  }
  return (
    <Button
      size="sm"
      variant={choice === 'upgrade' ? 'primary' : 'secondary'}
      loading={checkout.isPending || checkout.isSuccess}
      onClick={() => checkout.mutate({ plan, interval })}
    >
      {choice === 'upgrade' ? 'Upgrade' : 'Change'} to {PLAN_LABELS[plan]}
    </Button>
  );
}
