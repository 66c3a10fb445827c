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
import { Table, TableCell, TableRowHeader, type TableColumn } from '../../../components/ui/table';
import { formatMoney } from '../billing-format';
import { PLAN_FEATURE_ROWS } from '../plan-features';
import { IntervalToggle } from './interval-toggle';
import { PlanChoiceButton } from './plan-choice-button';

const COMPARED: readonly Plan[] = ['free', ...PAID_PLANS];

/** A column per plan, the current one marked, after the features' names. */
function columns(current: Plan): TableColumn[] {
  return [
    { key: 'feature', header: 'Feature', hidden: true },
    ...COMPARED.map((plan) => ({
      key: plan,
      header: (
        <>
          {PLAN_LABELS[plan]} {plan === current && <Badge className="ml-1">Current</Badge>}
        </>
      ),
    })),
  ];
}

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
        <Table label="Plans" columns={columns(subscription.plan)}>
          <tr>
            <TableRowHeader>Price</TableRowHeader>
            {COMPARED.map((plan) => (
              <TableCell key={plan}>
                <span className="font-medium">{priceText(prices, plan, interval)}</span>
              </TableCell>
            ))}
          </tr>
          {PLAN_FEATURE_ROWS.map((row) => (
            <tr key={row.label}>
              <TableRowHeader>{row.label}</TableRowHeader>
              {COMPARED.map((plan) => (
                <TableCell key={plan}>{row.value(PLAN_LIMITS[plan])}</TableCell>
              ))}
            </tr>
          ))}
          {canManage && (
            <tr>
              <TableCell />
              <TableCell />
              {PAID_PLANS.map((plan: PaidPlan) => (
                <TableCell key={plan}>
                  <PlanChoiceButton
                    workspaceId={workspaceId}
                    subscription={subscription}
                    plan={plan}
                    interval={interval}
                  />
                </TableCell>
              ))}
            </tr>
          )}
        </Table>
      </div>
    </SectionCard>
  );
}
