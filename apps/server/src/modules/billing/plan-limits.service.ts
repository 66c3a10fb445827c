import { isExternalRole, type WorkspaceRole } from '@teamboard/shared';
import { PLAN_LIMITS, type Plan, type PlanFeature } from '@teamboard/shared/billing';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { paidSeatsOf } from './paid-seats.repo';
import { planLimitReached, upgradePathOf } from './plan-limit-error';
import { storedBytesOf, usageOf } from './plan-usage.repo';
import { planFromRow, planOf } from './workspace-plan.service';

/**
 * The plan limits, checked where an addition would cross them (402 PLAN_LIMIT). Each check comes
 * after the caller's permission gate and input checks. A self-hosted server (no billing) checks
 * nothing and reads nothing. Going over by a downgrade locks nothing: only additions are refused.
 */

type PlanContext = Pick<AppContext, 'config' | 'clock'>;

type CountedLimit = 'members' | 'externalMembers' | 'activeBoards';

/** Where a person upgrades for an API key restricted to no workspace. */
const ACCOUNT_BILLING_PATH = '/account/billing';

const billingOff = (ctx: PlanContext) => ctx.config.billing === undefined;

/** The seats a role takes: paid (owner, admins, managers, members) or guests and clients. */
function seatLimitOf(role: WorkspaceRole): 'members' | 'externalMembers' {
  return isExternalRole(role) ? 'externalMembers' : 'members';
}

/** 402 when the counted limit is already reached, so one more would cross it. */
async function assertRoomFor(
  ctx: PlanContext,
  db: Database,
  workspaceId: string,
  limit: CountedLimit,
  lock: boolean,
): Promise<void> {
  if (billingOff(ctx)) return;
  const { plan, limits, workspace } = await planOf(ctx, db, workspaceId, { lock });
  const max = limits[limit];
  if (max === null) return;
  const usage = await usageOf(db, workspaceId);
  if (usage[limit] >= max) throw planLimitReached(limit, plan, max, upgradePathOf(workspace.url));
}

/**
 * Someone joins the workspace in `role`. Call inside the transaction that adds them: the
 * workspace row stays locked until it ends, so two additions at once are counted one after the
 * other and cannot both pass.
 */
export async function assertCanAddMember(
  ctx: PlanContext,
  tx: Database,
  workspaceId: string,
  role: WorkspaceRole,
): Promise<void> {
  await assertRoomFor(ctx, tx, workspaceId, seatLimitOf(role), true);
}

/**
 * An invitation in `role`: refused when that class of seats is full now (pending invitations do
 * not count, so no lock); accepting it is checked again (assertCanAddMember).
 */
export async function assertCanInvite(
  ctx: PlanContext,
  db: Database,
  workspaceId: string,
  role: WorkspaceRole,
): Promise<void> {
  await assertRoomFor(ctx, db, workspaceId, seatLimitOf(role), false);
}

/** A role change into the other class of seats (guest → member, member → guest) takes a seat there. */
export async function assertCanChangeRole(
  ctx: PlanContext,
  tx: Database,
  workspaceId: string,
  from: WorkspaceRole,
  to: WorkspaceRole,
): Promise<void> {
  if (seatLimitOf(from) === seatLimitOf(to)) return;
  await assertCanAddMember(ctx, tx, workspaceId, to);
}

/** A board becomes active (created, or restored from the archive), in the transaction doing it. */
export async function assertCanActivateBoard(
  ctx: PlanContext,
  tx: Database,
  workspaceId: string,
): Promise<void> {
  await assertRoomFor(ctx, tx, workspaceId, 'activeBoards', true);
}

/**
 * `bytes` more of attached files would fit the plan's storage. Call in the transaction recording
 * the file: the workspace row stays locked until it ends.
 */
export async function assertCanStore(
  ctx: PlanContext,
  tx: Database,
  workspaceId: string,
  bytes: number,
): Promise<void> {
  if (billingOff(ctx)) return;
  const { plan, limits, workspace } = await planOf(ctx, tx, workspaceId, { lock: true });
  const max = limits.storageBytes;
  if (max === null) return;
  if ((await storedBytesOf(tx, workspaceId)) + bytes > max)
    throw planLimitReached('storageBytes', plan, max, upgradePathOf(workspace.url));
}

/** 402 when the workspace's plan lacks the feature. */
export async function assertPlanFeature(
  ctx: PlanContext,
  db: Database,
  workspaceId: string,
  feature: PlanFeature,
): Promise<void> {
  if (billingOff(ctx)) return;
  const { plan, limits, workspace } = await planOf(ctx, db, workspaceId);
  if (!limits[feature]) throw planLimitReached(feature, plan, null, upgradePathOf(workspace.url));
}

/** Of two plans, the one allowing more API keys a person (null: unlimited). */
function moreKeys(a: Plan, b: Plan): Plan {
  const [x, y] = [PLAN_LIMITS[a].apiKeysPerPerson, PLAN_LIMITS[b].apiKeysPerPerson];
  if (x === null) return a;
  if (y === null || y > x) return b;
  return a;
}

/**
 * The plan that sets how many keys the person may hold: a key restricted to a workspace, that
 * workspace's; any other key, the most generous plan among the workspaces where the person holds
 * a paid seat (Free with none).
 */
async function keyPlanOf(
  ctx: PlanContext,
  db: Database,
  userId: string,
  workspaceId: string | null,
): Promise<{ plan: Plan; upgradeUrl: string }> {
  if (workspaceId) {
    const { plan, workspace } = await planOf(ctx, db, workspaceId);
    return { plan, upgradeUrl: upgradePathOf(workspace.url) };
  }
  const plans = (await paidSeatsOf(db, userId)).map((seat) =>
    planFromRow(ctx, seat.workspaceCreatedAt, seat.billing),
  );
  return { plan: plans.reduce(moreKeys, 'free'), upgradeUrl: ACCOUNT_BILLING_PATH };
}

/**
 * A new API key, when the person already holds `activeKeys` (every active key of theirs counts).
 * Call in the transaction that holds the person's row, so two creations cannot both pass.
 */
export async function assertCanCreateApiKey(
  ctx: PlanContext,
  tx: Database,
  key: { userId: string; workspaceId: string | null; activeKeys: number },
): Promise<void> {
  if (billingOff(ctx)) return;
  const { plan, upgradeUrl } = await keyPlanOf(ctx, tx, key.userId, key.workspaceId);
  const max = PLAN_LIMITS[plan].apiKeysPerPerson;
  if (max !== null && key.activeKeys >= max)
    throw planLimitReached('apiKeysPerPerson', plan, max, upgradeUrl);
}
