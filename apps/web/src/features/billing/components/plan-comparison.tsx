import {
  PAID_PLANS,
  PLAN_LABELS,
  PLAN_LIMITS,
  type BillingInterval,
  type PaidPlan,
  type Plan,
  type PlanPrice,
  type Subscription,
} from '@teamboard/shared/billing';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { SectionCard } from '../../../components/ui/section-card';
import { formatMoney } from '../billing-format';
import { PLAN_FEATURE_ROWS } from '../plan-features';
import { IntervalToggle } from './interval-toggle';
import { PlanChoiceButton } from './plan-choice-button';

const COMPARED: readonly Plan[] = ['free', ...PAID_PLANS];

function priceText(prices: PlanPrice[], plan: Plan, interval: BillingInterval): string {
  if (plan === 'free') return 'Free';
  const price = prices.find((each) => each.plan === plan && each.interval === interval);
  if (!price) return 'Not on sale';
  return `${formatMoney(price.unitAmount, price.currency)} per seat a ${interval}`;
}

interface PlanComparisonProps {
  workspaceId: string;
  subscription: Subscription;
  prices: PlanPrice[];
  /** The owner: may buy or change the plan. */
  canManage: boolean;
}

/** Free, Pro and Business side by side, with their prices and, for the owner, the way to each. */
export function PlanComparison({
  workspaceId,
  subscription,
  prices,
  canManage,
}: PlanComparisonProps) {
  const [interval, chooseInterval] = useState<BillingInterval>(subscription.interval ?? 'month');
  return (
    <SectionCard
      title="Plans"
      description={
        canManage
          ? 'Paid plans are billed per seat: the owner, admins, managers and members.'
          : 'Only the workspace owner can change the plan.'
      }
    >
      <div className="space-y-4">
        <IntervalToggle value={interval} onChange={chooseInterval} />
        <div className="overflow-x-auto">
          <table aria-label="Plans" className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-200 dark:border-neutral-800">
                <th scope="col" className="py-2 pr-4 font-medium text-neutral-500">
                  <span className="sr-only">Feature</span>
                </th>
                {COMPARED.map((plan) => (
                  <th key={plan} scope="col" className="py-2 pr-4 font-semibold">
                    {PLAN_LABELS[plan]}{' '}
                    {plan === subscription.plan && <Badge className="ml-1">Current</Badge>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-neutral-100 dark:border-neutral-800">
                <th
                  scope="row"
                  className="py-2 pr-4 font-normal text-neutral-600 dark:text-neutral-400"
                >
                  Price
                </th>
                {COMPARED.map((plan) => (
                  <td key={plan} className="py-2 pr-4 font-medium">
                    {priceText(prices, plan, interval)}
                  </td>
                ))}
              </tr>
              {PLAN_FEATURE_ROWS.map((row) => (
                <tr key={row.label} className="border-b border-neutral-100 dark:border-neutral-800">
                  <th
                    scope="row"
                    className="py-2 pr-4 font-normal text-neutral-600 dark:text-neutral-400"
                  >
                    {row.label}
                  </th>
                  {COMPARED.map((plan) => (
                    <td key={plan} className="py-2 pr-4">
                      {row.value(PLAN_LIMITS[plan])}
                    </td>
                  ))}
                </tr>
              ))}
              {canManage && (
                <tr>
                  <td />
                  <td />
                  {PAID_PLANS.map((plan: PaidPlan) => (
                    <td key={plan} className="py-3 pr-4">
                      <PlanChoiceButton
                        workspaceId={workspaceId}
                        subscription={subscription}
                        plan={plan}
                        interval={interval}
                      />
                    </td>
                  ))}
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </SectionCard>
  );
}
