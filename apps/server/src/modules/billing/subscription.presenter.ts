import { trialEndOf, type PlanUsage, type Subscription } from '@teamboard/shared/billing';
import type { AppContext } from '../../context';
import { graceEndOfRow, seatsOf, shownStatus, shownTrialEnd } from './subscription-state';
import type { WorkspacePlan } from './workspace-plan.service';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The subscription page's view of a workspace: the plan in force, Stripe's state, the usage. */
export function presentSubscription(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  { plan, limits, workspace, billing }: WorkspacePlan,
  usage: PlanUsage,
): Subscription {
  const hosted = ctx.config.billing;
  if (!hosted) {
    return {
      plan,
      status: null,
      subscribedPlan: null,
      interval: null,
      seats: usage.members,
      trialEndsAt: null,
      graceEndsAt: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      limits,
      usage,
    };
  }
  const now = ctx.clock.now();
  const ownTrialEnd = trialEndOf(workspace.createdAt, hosted.trialDays);
  return {
    plan,
    status: shownStatus(billing, ownTrialEnd, now),
    subscribedPlan: billing?.plan ?? null,
    interval: billing?.interval ?? null,
    seats: seatsOf(billing, usage.members),
    trialEndsAt: iso(shownTrialEnd(billing, ownTrialEnd, now)),
    graceEndsAt: iso(graceEndOfRow(billing)),
    currentPeriodEnd: iso(billing?.currentPeriodEnd),
    cancelAtPeriodEnd: billing?.cancelAtPeriodEnd ?? false,
    limits,
    usage,
  };
}
