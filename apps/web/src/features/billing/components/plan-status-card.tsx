import { PLAN_LABELS, type Subscription } from '@teamboard/shared/billing';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { STATUS_LABELS, statusSentence } from '../subscription-state';

interface PlanStatusCardProps {
  workspaceId: string;
  subscription: Subscription;
  /** The owner: may open Stripe's Billing Portal. */
  canManage: boolean;
}

/** The plan in force, its status and seats; the owner's way to Stripe's Billing Portal. */
export function PlanStatusCard({ workspaceId, subscription, canManage }: PlanStatusCardProps) {
  const portal = useOpenBillingPortal(workspaceId);
  const { status } = subscription;
  return (
    <SectionCard title="Current plan">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xl font-semibold">{PLAN_LABELS[subscription.plan]}</span>
          {status && (
            <Badge tone={status === 'past_due' ? 'amber' : 'neutral'}>
              {STATUS_LABELS[status]}
            </Badge>
          )}
          {subscription.interval && (
            <span className="text-sm text-neutral-500">
              billed {subscription.interval === 'year' ? 'yearly' : 'monthly'}
            </span>
          )}
        </div>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {statusSentence(subscription, new Date())}
        </p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {subscription.seats} {subscription.seats === 1 ? 'seat' : 'seats'} (owner, admins,
          managers and members; guests and clients are free)
        </p>
        {canManage && subscription.subscribedPlan && (
          <Button variant="secondary" loading={portal.isPending} onClick={() => portal.mutate()}>
            Manage billing or cancel
          </Button>
        )}
      </div>
    </SectionCard>
  );
}
