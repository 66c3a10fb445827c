import { and, desc, eq, gt, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  users,
  workspaceInvitations,
  workspaces,
  type InvitationRow,
  type UserRow,
  type WorkspaceRow,
} from '../../db/schema/index';

export interface InvitationWithContext {
  invitation: InvitationRow;
  workspace: WorkspaceRow;
  inviter: UserRow | null;
}

function selectWithContext(db: Database) {
  return db
    .select({ invitation: workspaceInvitations, workspace: workspaces, inviter: users })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy));
}

export async function findInvitationByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<InvitationWithContext | undefined> {
  const [row] = await selectWithContext(db)
    .where(eq(workspaceInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findInvitationById(
  db: Database,
  id: string,
): Promise<InvitationWithContext | undefined> {
  const [row] = await selectWithContext(db).where(eq(workspaceInvitations.id, id)).limit(1);
  return row;
}

export async function listWorkspaceInvitations(
  db: Database,
  workspaceId: string,
  status: InvitationRow['status'] | undefined,
): Promise<InvitationWithContext[]> {
  const condition = status
    ? and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.status, status),
      )
    : eq(workspaceInvitations.workspaceId, workspaceId);
  return selectWithContext(db).where(condition).orderBy(desc(workspaceInvitations.createdAt));
}

/** Pending, unexpired invitations addressed to an email, across workspaces. */
export async function listPendingForEmail(
  db: Database,
  email: string,
  now: Date,
): Promise<InvitationWithContext[]> {
  return selectWithContext(db)
    .where(
      and(
        eq(workspaceInvitations.email, email.toLowerCase()),
        eq(workspaceInvitations.status, 'pending'),
        gt(workspaceInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(workspaceInvitations.createdAt));
}

export async function findLivePending(
  db: Database,
  workspaceId: string,
  email: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        toAddressIn(workspaceId, email),
        eq(workspaceInvitations.status, 'pending'),
        gt(workspaceInvitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * An invitation to this address cancelled by the workspace since `since`. Expired ones retired
 * by retireExpired are also stored as cancelled, but after their expiry date: they do not count.
 */
export async function findCancelledSince(
  db: Database,
  workspaceId: string,
  email: string,
  since: Date,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        toAddressIn(workspaceId, email),
        eq(workspaceInvitations.status, 'cancelled'),
        gt(workspaceInvitations.respondedAt, since),
        lt(workspaceInvitations.respondedAt, workspaceInvitations.expiresAt),
      ),
    )
    .orderBy(desc(workspaceInvitations.respondedAt))
    .limit(1);
  return row;
}

/** An expired pending invitation no longer blocks a new one for the same address. */
export async function retireExpired(
  db: Database,
  workspaceId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .update(workspaceInvitations)
    .set({ status: 'cancelled', respondedAt: now })
    .where(
      and(
        toAddressIn(workspaceId, email),
        eq(workspaceInvitations.status, 'pending'),
        lte(workspaceInvitations.expiresAt, now),
      ),
    );
}

export async function insertInvitation(
  db: Database,
  values: typeof workspaceInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(workspaceInvitations).values(values).returning();
  if (!row) throw new Error('insert into workspace_invitations returned no row');
  return row;
}

/** Moves a still-pending invitation to a final status; false when someone else answered first. */
export async function settleInvitation(
  db: Database,
  id: string,
  status: 'accepted' | 'declined' | 'cancelled',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(workspaceInvitations)
    .set({ status, respondedAt: now })
    .where(and(eq(workspaceInvitations.id, id), eq(workspaceInvitations.status, 'pending')))
    .returning({ id: workspaceInvitations.id });
  return rows.length === 1;
}

/** The workspace's invitations sent to one address. */
function toAddressIn(workspaceId: string, email: string) {
  return and(
    eq(workspaceInvitations.workspaceId, workspaceId),
    eq(workspaceInvitations.email, email),
  );
}
