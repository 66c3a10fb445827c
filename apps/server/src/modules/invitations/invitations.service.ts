import {
  canAssignRole,
  emailField,
  INVITATION_TTL_DAYS,
  type AssignableRole,
  type BulkInvitationResponse,
  type CreateInvitationInput,
  type WorkspaceSummary,
} from '@teamboard/shared';
import { addDays } from 'date-fns';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { uniqueViolation } from '../../db/unique-violation';
import { AppError, conflict, forbidden, notFound } from '../../http/app-error';
import { enqueueEmail } from '../../mail/outbox';
import { hashToken, randomToken } from '../auth/opaque-token';
import { findUserByEmail, updateUser } from '../users/users.repo';
import { recordActivity } from '../workspaces/activity';
import { countMembers, findMemberRole, insertMember } from '../workspaces/members.repo';
import type { Membership } from '../workspaces/workspace.policy';
import { invitationEmail } from './invitation-email';
import { invitationStatus, presentInvitation } from './invitation.presenter';
import {
  findLivePending,
  insertInvitation,
  retireExpired,
  settleInvitation,
  type InvitationWithContext,
} from './invitations.repo';

const ALREADY_MEMBER = 'That person is already a member';
const ALREADY_INVITED = 'An invitation is already pending for that email';

/** Sends one invitation: checks the role the inviter may grant, then queues the email with the link. */
export async function invite(
  ctx: AppContext,
  membership: Membership,
  input: CreateInvitationInput,
): Promise<InvitationWithContext> {
  if (!canAssignRole(membership.role, null, input.role)) {
    throw forbidden('You cannot invite someone with a role above your own');
  }
  const { workspace, user: inviter } = membership;
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing && (await findMemberRole(ctx.db, workspace.id, existing.id)))
    throw conflict(ALREADY_MEMBER);
  const now = ctx.clock.now();
  try {
    const invitation = await ctx.db.transaction(async (tx) => {
      await retireExpired(tx, workspace.id, input.email, now);
      if (await findLivePending(tx, workspace.id, input.email, now))
        throw conflict(ALREADY_INVITED);
      const token = randomToken();
      const row = await insertInvitation(tx, {
        workspaceId: workspace.id,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedBy: inviter.id,
        expiresAt: addDays(now, INVITATION_TTL_DAYS),
      });
      const link = `${ctx.config.appUrl}/join/${token}`;
      await enqueueEmail(
        tx,
        invitationEmail(input.email, {
          inviterName: inviter.name,
          workspaceName: workspace.name,
          role: input.role,
          link,
        }),
      );
      await recordActivity(tx, {
        workspaceId: workspace.id,
        actorId: inviter.id,
        action: 'invitation.sent',
        data: { email: input.email, role: input.role },
      });
      return row;
    });
    ctx.mail.kick();
    return { invitation, workspace, inviter };
  } catch (error) {
    if (uniqueViolation(error) === 'workspace_invitations_one_pending')
      throw conflict(ALREADY_INVITED);
    throw error;
  }
}

/** Each address is tried on its own; one bad address does not stop the others. */
export async function inviteMany(
  ctx: AppContext,
  membership: Membership,
  invitations: { email: string; role: AssignableRole }[],
): Promise<BulkInvitationResponse> {
  const results: BulkInvitationResponse['results'] = [];
  const seen = new Set<string>();
  for (const entry of invitations) {
    const parsed = emailField.safeParse(entry.email);
    if (!parsed.success) {
      results.push({ email: entry.email, status: 'invalid', message: 'Not a valid email address' });
      continue;
    }
    if (seen.has(parsed.data)) {
      results.push({ email: parsed.data, status: 'already_invited', message: 'Listed twice' });
      continue;
    }
    seen.add(parsed.data);
    results.push(await inviteOne(ctx, membership, { email: parsed.data, role: entry.role }));
  }
  return { results };
}

async function inviteOne(
  ctx: AppContext,
  membership: Membership,
  input: CreateInvitationInput,
): Promise<BulkInvitationResponse['results'][number]> {
  try {
    const created = await invite(ctx, membership, input);
    return {
      email: input.email,
      status: 'invited',
      invitation: presentInvitation(created, ctx.clock.now()),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.message === ALREADY_MEMBER)
      return { email: input.email, status: 'already_member', message: error.message };
    if (error.message === ALREADY_INVITED)
      return { email: input.email, status: 'already_invited', message: error.message };
    if (error.statusCode === 403)
      return { email: input.email, status: 'forbidden', message: error.message };
    throw error;
  }
}

/** The invitation must still be open and addressed to this user's email. */
function assertAnswerable(ctx: AppContext, row: InvitationWithContext, user: UserRow): void {
  const status = invitationStatus(row.invitation, ctx.clock.now());
  if (status !== 'pending')
    throw new AppError(410, 'INVALID_TOKEN', `This invitation is ${status}`);
  if (row.invitation.email !== user.email.toLowerCase()) {
    throw forbidden(
      `This invitation was sent to ${row.invitation.email}. Sign in with that address to accept it.`,
    );
  }
}

/** Joins the workspace with the invited role. */
export async function acceptInvitation(
  ctx: AppContext,
  row: InvitationWithContext,
  user: UserRow,
): Promise<WorkspaceSummary> {
  assertAnswerable(ctx, row, user);
  const { invitation, workspace } = row;
  const role = await ctx.db.transaction(async (tx) => {
    if (!(await settleInvitation(tx, invitation.id, 'accepted', ctx.clock.now()))) {
      throw new AppError(410, 'INVALID_TOKEN', 'This invitation has already been answered');
    }
    await updateUser(tx, user.id, { lastActiveWorkspaceUrl: workspace.url });
    const current = await findMemberRole(tx, workspace.id, user.id);
    if (current) return current;
    await insertMember(tx, workspace.id, user.id, invitation.role);
    await recordActivity(tx, {
      workspaceId: workspace.id,
      actorId: user.id,
      action: 'invitation.accepted',
      targetUserId: user.id,
      data: { role: invitation.role },
    });
    return invitation.role;
  });
  return {
    _id: workspace.id,
    name: workspace.name,
    url: workspace.url,
    logo: workspace.logo,
    description: workspace.description,
    role,
    memberCount: await countMembers(ctx.db, workspace.id),
  };
}

export async function declineInvitation(
  ctx: AppContext,
  row: InvitationWithContext,
  user: UserRow,
): Promise<void> {
  assertAnswerable(ctx, row, user);
  await ctx.db.transaction(async (tx) => {
    if (!(await settleInvitation(tx, row.invitation.id, 'declined', ctx.clock.now()))) {
      throw new AppError(410, 'INVALID_TOKEN', 'This invitation has already been answered');
    }
    await recordActivity(tx, {
      workspaceId: row.workspace.id,
      actorId: user.id,
      action: 'invitation.declined',
      data: { email: row.invitation.email },
    });
  });
}

export async function cancelInvitation(
  ctx: AppContext,
  membership: Membership,
  row: InvitationWithContext,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await settleInvitation(tx, row.invitation.id, 'cancelled', ctx.clock.now()))) {
      throw conflict('Only a pending invitation can be cancelled');
    }
    await recordActivity(tx, {
      workspaceId: row.workspace.id,
      actorId: membership.user.id,
      action: 'invitation.cancelled',
      data: { email: row.invitation.email },
    });
  });
}

export const invitationNotFound = () => notFound('Invitation not found');
