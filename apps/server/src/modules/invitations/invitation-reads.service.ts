import type { Invitation, InvitationStatus } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { hashToken } from '../../crypto/opaque-token';
import { presentInvitation } from './invitation.presenter';
import {
  findInvitationById,
  findInvitationByTokenHash,
  listPendingForEmail,
  listWorkspaceInvitations,
  type InvitationWithContext,
} from './invitations.repo';

const invitationNotFound = () => notFound('Invitation not found');

/** The invitation a link's token stands for (404 for any other token). */
export async function invitationByToken(
  db: Database,
  token: string,
): Promise<InvitationWithContext> {
  const row = await findInvitationByTokenHash(db, hashToken(token));
  if (!row) throw invitationNotFound();
  return row;
}

export async function invitationById(db: Database, id: string): Promise<InvitationWithContext> {
  const row = await findInvitationById(db, id);
  if (!row) throw invitationNotFound();
  return row;
}

/** The workspace's invitations, newest first; with `wanted`, only those of that status now. */
export async function workspaceInvitations(
  ctx: AppContext,
  workspaceId: string,
  wanted: InvitationStatus | undefined,
): Promise<Invitation[]> {
  // "expired" is derived, so list pending ones and filter by what they read as now.
  const stored = wanted === 'expired' ? 'pending' : wanted;
  const rows = await listWorkspaceInvitations(ctx.db, workspaceId, stored);
  const invitations = rows.map((row) => presentInvitation(row, ctx.clock.now()));
  return wanted ? invitations.filter((invitation) => invitation.status === wanted) : invitations;
}

/** The pending invitations addressed to the user, across workspaces. */
export async function invitationsFor(ctx: AppContext, user: UserRow): Promise<Invitation[]> {
  const now = ctx.clock.now();
  const rows = await listPendingForEmail(ctx.db, user.email, now);
  return rows.map((row) => presentInvitation(row, now));
}
