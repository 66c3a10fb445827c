import {
  canAssignRole,
  emailField,
  INVITATION_TTL_DAYS,
  type AssignableRole,
  type BulkInvitationResponse,
  type CreateInvitationInput,
  type WorkspaceSummary,
} from '@teamboard/shared';
import { addDays, subHours } from 'date-fns';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { uniqueViolation } from '../../db/pg-errors';
import { AppError, TooManyRequests, conflict, forbidden } from '../../http/app-error';
import { enqueueEmail } from '../../mail/outbox';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { hashToken, randomToken } from '../../crypto/opaque-token';
import { findUserByEmail, updateUser } from '../users/users.repo';
import { recordActivity } from '../workspaces/activity.repo';
import { assertEmailDomainAllowed } from '../workspaces/email-domain.policy';
import { countMembers, findMemberRole, insertMember } from '../workspaces/members.repo';
import type { Membership } from '../workspaces/workspace.policy';
import { claimPlaceholder } from './placeholder-claim.repo';
import { invitationEmail } from './invitation-email';
import { notifyInvited, notifyInviterOfAcceptance } from './invitation-notifications.service';
import { chargeInvitationEmails, REINVITE_COOLDOWN_HOURS } from './invitation-quotas';
import { invitationStatus, presentInvitation } from './invitation.presenter';
import {
  findCancelledSince,
  findLivePending,
  insertInvitation,
  retireExpired,
  settleInvitation,
  type InvitationWithContext,
} from './invitations.repo';

const ALREADY_MEMBER = 'That person is already a member';
const ALREADY_INVITED = 'An invitation is already pending for that email';
// Retry-After is the whole cooldown: an upper bound, as the cancellation's time is not read.
const recentlyCancelled = (email: string) =>
  new TooManyRequests(
    REINVITE_COOLDOWN_HOURS * 60 * 60,
    undefined,
    `The invitation to ${email} was cancelled less than ${REINVITE_COOLDOWN_HOURS} hours ago; it can be sent again after that`,
  );

type BulkResult = BulkInvitationResponse['results'][number];

/** Sends one invitation: the checks, the daily quotas, then telling the person invited. */
export async function invite(
  ctx: AppContext,
  membership: Membership,
  input: CreateInvitationInput,
): Promise<InvitationWithContext> {
  await assertInvitable(ctx, membership, input);
  await chargeInvitationEmails(ctx, membership, [input.email]);
  return send(ctx, membership, input);
}

/**
 * Adding someone by email (`POST …/members`) is an invitation they accept: nobody joins without
 * consent. An address already invited answers the same as a new one, so the answer never tells
 * whether the address has an account or an invitation.
 */
export async function inviteToJoin(
  ctx: AppContext,
  membership: Membership,
  input: CreateInvitationInput,
): Promise<void> {
  try {
    await invite(ctx, membership, input);
  } catch (error) {
    if (!(error instanceof AppError && error.message === ALREADY_INVITED)) throw error;
  }
}

/**
 * Checks every address first, then counts all the emails against the quotas at once (a request
 * past a quota sends nothing), then sends each; one bad address does not stop the others.
 */
export async function inviteMany(
  ctx: AppContext,
  membership: Membership,
  invitations: { email: string; role: AssignableRole }[],
): Promise<BulkInvitationResponse> {
  const checked: (BulkResult | CreateInvitationInput)[] = [];
  const seen = new Set<string>();
  for (const entry of invitations) {
    const parsed = emailField.safeParse(entry.email);
    if (!parsed.success) {
      checked.push({ email: entry.email, status: 'invalid', message: 'Not a valid email address' });
      continue;
    }
    if (seen.has(parsed.data)) {
      checked.push({ email: parsed.data, status: 'already_invited', message: 'Listed twice' });
      continue;
    }
    seen.add(parsed.data);
    const input = { email: parsed.data, role: entry.role };
    checked.push(
      await assertInvitable(ctx, membership, input).then(
        () => input,
        (error: unknown) => refusal(input.email, error),
      ),
    );
  }
  const toSend = checked.filter((entry) => !('status' in entry));
  await chargeInvitationEmails(
    ctx,
    membership,
    toSend.map((entry) => entry.email),
  );
  const results: BulkResult[] = [];
  for (const entry of checked) {
    if ('status' in entry) results.push(entry);
    else results.push(await sendOne(ctx, membership, entry));
  }
  return { results };
}

async function sendOne(
  ctx: AppContext,
  membership: Membership,
  input: CreateInvitationInput,
): Promise<BulkResult> {
  try {
    const created = await send(ctx, membership, input);
    return {
      email: input.email,
      status: 'invited',
      invitation: presentInvitation(created, ctx.clock.now()),
    };
  } catch (error) {
    return refusal(input.email, error);
  }
}

/** A bulk entry's outcome for an expected refusal; anything else is rethrown. */
function refusal(email: string, error: unknown): BulkResult {
  if (!(error instanceof AppError)) throw error;
  if (error.message === ALREADY_MEMBER)
    return { email, status: 'already_member', message: error.message };
  if (error.message === ALREADY_INVITED)
    return { email, status: 'already_invited', message: error.message };
  if (error.statusCode === 429)
    return { email, status: 'recently_cancelled', message: error.message };
  if (error.statusCode === 403) return { email, status: 'forbidden', message: error.message };
  throw error;
}

/**
 * Refuses a role above the inviter's, an address outside the workspace's allowed domains, a
 * current member, an address with a live invitation, an address whose invitation was
 * cancelled within the cooldown (no invite, cancel, invite loop), and a role whose seats the
 * plan has all taken (402).
 */
async function assertInvitable(
  ctx: AppContext,
  { role, workspace }: Membership,
  input: CreateInvitationInput,
): Promise<void> {
  if (!canAssignRole(role, null, input.role)) {
    throw forbidden('You cannot invite someone with a role above your own');
  }
  assertEmailDomainAllowed(workspace, input.email);
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing && (await findMemberRole(ctx.db, workspace.id, existing.id)))
    throw conflict(ALREADY_MEMBER);
  const now = ctx.clock.now();
  if (await findLivePending(ctx.db, workspace.id, input.email, now))
    throw conflict(ALREADY_INVITED);
  const cooldownStart = subHours(now, REINVITE_COOLDOWN_HOURS);
  if (await findCancelledSince(ctx.db, workspace.id, input.email, cooldownStart))
    throw recentlyCancelled(input.email);
  await ctx.plans.assertCanInvite(ctx.db, workspace.id, input.role);
}

/** Writes the invitation and tells the person invited (see notifyInvited), in one transaction. */
async function send(
  ctx: AppContext,
  membership: Membership,
  input: CreateInvitationInput,
): Promise<InvitationWithContext> {
  const { workspace, user: inviter } = membership;
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
      const account = await findUserByEmail(tx, input.email);
      // Someone who can already sign in is told by a notification (in the app, and by email if
      // they want it); anyone else gets the emailed link to sign up and join.
      if (account?.emailVerifiedAt) {
        await notifyInvited(ctx, tx, { account, inviter, workspace, role: input.role });
      } else {
        await enqueueEmail(
          tx,
          invitationEmail(input.email, {
            inviterName: inviter.name,
            workspaceName: workspace.name,
            role: input.role,
            link: `${ctx.config.appUrl}/join/${token}`,
          }),
        );
      }
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
  client: ClientInfo,
): Promise<WorkspaceSummary> {
  assertAnswerable(ctx, row, user);
  const { invitation, workspace, inviter } = row;
  // The domains may have narrowed since the invitation was sent.
  assertEmailDomainAllowed(workspace, user.email);
  const role = await ctx.db.transaction(async (tx) => {
    if (!(await settleInvitation(tx, invitation.id, 'accepted', ctx.clock.now()))) {
      throw new AppError(410, 'INVALID_TOKEN', 'This invitation has already been answered');
    }
    const current = await findMemberRole(tx, workspace.id, user.id);
    // Seats may have filled since the invitation was sent: refused, it stays pending. The
    // workspace row is locked before the user's, as a change of the workspace's URL does.
    if (!current) await ctx.plans.assertCanAddMember(tx, workspace.id, invitation.role);
    await updateUser(tx, user.id, { lastActiveWorkspaceUrl: workspace.url });
    if (current) return current;
    await insertMember(tx, workspace.id, user.id, invitation.role);
    if (invitation.placeholderUserId)
      await claimPlaceholder(tx, invitation.placeholderUserId, user.id);
    await notifyInviterOfAcceptance(ctx, tx, { invitation, workspace, member: user });
    await recordActivity(tx, {
      workspaceId: workspace.id,
      actorId: user.id,
      action: 'invitation.accepted',
      targetUserId: user.id,
      data: { role: invitation.role },
    });
    await recordAccountEvent(tx, {
      userId: user.id,
      type: 'workspace_joined',
      client,
      data: {
        workspaceName: workspace.name,
        workspaceUrl: workspace.url,
        role: invitation.role,
        invitedBy: inviter?.name ?? null,
      },
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
