import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workspaceBilling, workspaceMembers } from '../../db/schema/index';
import { LIVE_STATUSES } from './subscription-state';

const PAID_ROLES = ['owner', 'admin', 'manager', 'member'] as const;

/** Live subscriptions whose billed seats are not the workspace's paid members now, oldest first. */
export async function seatMismatches(db: Database) {
  const paid = db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      members: sql<number>`count(*)::int`.as('members'),
    })
    .from(workspaceMembers)
    .where(inArray(workspaceMembers.role, [...PAID_ROLES]))
    .groupBy(workspaceMembers.workspaceId)
    .as('paid');
  const rows = await db
    .select({
      workspaceId: workspaceBilling.workspaceId,
      subscriptionId: workspaceBilling.stripeSubscriptionId,
      itemId: workspaceBilling.stripeItemId,
      paidMembers: paid.members,
    })
    .from(workspaceBilling)
    .innerJoin(paid, eq(paid.workspaceId, workspaceBilling.workspaceId))
    .where(
      and(
        inArray(workspaceBilling.status, [...LIVE_STATUSES]),
        isNotNull(workspaceBilling.stripeSubscriptionId),
        isNotNull(workspaceBilling.stripeItemId),
        sql`${workspaceBilling.seats} is distinct from ${paid.members}`,
      ),
    )
    .orderBy(workspaceBilling.createdAt);
  return rows.flatMap(({ subscriptionId, itemId, ...row }) =>
    subscriptionId && itemId ? [{ ...row, subscriptionId, itemId }] : [],
  );
}
