import type { AppContext } from '../../context';
import { TooManyRequests } from '../../http/app-error';
import type { ThrottleRule } from '../auth/throttle.service';

/** A cancelled address may be invited to the same workspace again this long after. */
export const REINVITE_COOLDOWN_HOURS = 24;

const daily = (name: string, limit: number): ThrottleRule => ({
  name,
  limit,
  windowSeconds: 24 * 60 * 60,
});

/**
 * Counts the invitation emails about to be sent against the daily quotas of the inviter, the
 * workspace and each address (counters in the database, so they hold across processes). If one
 * would pass, nothing is counted and the whole request is refused: nothing gets half-sent.
 */
export async function chargeInvitationEmails(
  ctx: AppContext,
  { user, workspace }: { user: { id: string }; workspace: { id: string } },
  emails: string[],
): Promise<void> {
  const quota = ctx.config.invitationsPerDay;
  const refused = await ctx.throttle.chargeAll([
    {
      rule: daily('invitations-by', quota.inviter),
      subject: user.id,
      amount: emails.length,
      reason: `You can send at most ${quota.inviter} invitations a day`,
    },
    {
      rule: daily('invitations-from', quota.workspace),
      subject: workspace.id,
      amount: emails.length,
      reason: `This workspace can send at most ${quota.workspace} invitations a day`,
    },
    ...emails.map((email) => ({
      rule: daily('invitations-to', quota.address),
      subject: email,
      amount: 1,
      reason: `${email} cannot receive more than ${quota.address} invitations a day`,
    })),
  ]);
  if (refused) {
    throw new TooManyRequests(
      refused.rule.windowSeconds,
      refused.rule.limit,
      `${refused.reason}. Nothing was sent; try again tomorrow.`,
    );
  }
}
