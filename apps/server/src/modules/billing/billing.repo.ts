import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workspaceBilling, workspaceMembers, workspaces } from '../../db/schema/index';

export async function billingRowOf(db: Database, workspaceId: string) {
  const [row] = await db
    .select()
    .from(workspaceBilling)
    .where(eq(workspaceBilling.workspaceId, workspaceId));
  return row ?? null;
}

/**
 * The workspace's billing row with its Stripe customer. When two first checkouts race, the
 * first row written wins and is the one answered.
 */
export async function insertBillingRow(
  db: Database,
  row: { workspaceId: string; stripeCustomerId: string; billingEmail: string },
) {
  await db.insert(workspaceBilling).values(row).onConflictDoNothing();
  const saved = await billingRowOf(db, row.workspaceId);
  if (!saved) throw new Error(`billing row of ${row.workspaceId} vanished`);
  return saved;
}

export async function setBillingEmail(db: Database, workspaceId: string, email: string) {
  await db
    .update(workspaceBilling)
    .set({ billingEmail: email, updatedAt: sql`now()` })
    .where(eq(workspaceBilling.workspaceId, workspaceId));
}

const paidMembers = sql<number>`(select count(*)::int from ${workspaceMembers} paid
  where paid.workspace_id = ${workspaces.id}
  and paid.role in ('owner', 'admin', 'manager', 'member'))`;

/** Every workspace the user owns, with its billing row and its paid members now, by name. */
export async function ownedWorkspaces(db: Database, userId: string) {
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      url: workspaces.url,
      createdAt: workspaces.createdAt,
      billing: workspaceBilling,
      paidMembers,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(workspaceBilling, eq(workspaceBilling.workspaceId, workspaces.id))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner')))
    .orderBy(workspaces.name);
}

/**
 * The workspace's creation and its billing row (null: none yet). With `lock`, the workspace row
 * is locked for the rest of the transaction.
 */
export async function workspaceWithBilling(db: Database, workspaceId: string, lock: boolean) {
  const query = db
    .select({
      id: workspaces.id,
      url: workspaces.url,
      createdAt: workspaces.createdAt,
      billing: workspaceBilling,
    })
    .from(workspaces)
    .leftJoin(workspaceBilling, eq(workspaceBilling.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  const [row] = lock ? await query.for('update', { of: workspaces }) : await query;
  return row;
}
