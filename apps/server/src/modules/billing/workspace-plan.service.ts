import { effectivePlan, PLAN_LIMITS, type Plan, type PlanLimits } from '@teamboard/shared/billing';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { WorkspaceBillingRow } from '../../db/schema/index';
import { workspaceWithBilling } from './billing.repo';

export interface WorkspacePlan {
  plan: Plan;
  limits: PlanLimits;
  workspace: { id: string; url: string; createdAt: Date };
  /** Null until the workspace's first checkout. */
  billing: WorkspaceBillingRow | null;
}

/**
 * The plan in force for a workspace now, from one statement. With `lock`, the workspace row is
 * locked for the rest of the transaction, so two additions checked against the same limit at
 * once are decided one after the other (the second sees the first's row).
 */
export async function planOf(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  db: Database,
  workspaceId: string,
  options: { lock?: boolean } = {},
): Promise<WorkspacePlan> {
  const row = await workspaceWithBilling(db, workspaceId, options.lock ?? false);
  if (!row) throw new Error(`workspace ${workspaceId} not found`);
  const plan = planFromRow(ctx, row.createdAt, row.billing);
  return {
    plan,
    limits: PLAN_LIMITS[plan],
    workspace: { id: row.id, url: row.url, createdAt: row.createdAt },
    billing: row.billing,
  };
}

/** The plan a workspace created at `now` starts on (its trial, Free, or self-hosted). */
export function planOfNewWorkspace(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  now: Date,
): { plan: Plan; limits: PlanLimits } {
  const plan = planFromRow(ctx, now, null);
  return { plan, limits: PLAN_LIMITS[plan] };
}

/** The plan in force, from a workspace's creation time and its billing row (null: none). */
export function planFromRow(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  workspaceCreatedAt: Date,
  billing: WorkspaceBillingRow | null,
): Plan {
  const subscription =
    billing?.plan && billing.status
      ? { plan: billing.plan, status: billing.status, pastDueSince: billing.pastDueSince }
      : null;
  const billingConfig = ctx.config.billing;
  if (!billingConfig) return 'self_hosted';
  return effectivePlan(
    {
      billingEnabled: true,
      workspaceCreatedAt,
      trialDays: billingConfig.trialDays,
      subscription,
    },
    ctx.clock.now(),
  );
}
