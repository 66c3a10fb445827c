import type { AppContext } from '../../context';
import { TooManyRequests } from '../../http/app-error';
import type { ThrottleRule } from '../auth/throttle.service';

const TEN_MINUTES = 10 * 60;
const DAY = 24 * 60 * 60;

/**
 * Counts a submission against the sender's address (10 minutes) and the form (a day), in the
 * database so the limits hold across processes. Past either, nothing is counted and nothing is
 * created: 429 with when to try again.
 */
export async function chargeSubmission(
  ctx: AppContext,
  formId: string,
  address: string,
): Promise<void> {
  const limits = ctx.config.formSubmissions;
  const byAddress: ThrottleRule = {
    name: 'form-submissions-from',
    limit: limits.perAddress,
    windowSeconds: TEN_MINUTES,
  };
  const toForm: ThrottleRule = {
    name: 'form-submissions-to',
    limit: limits.perFormPerDay,
    windowSeconds: DAY,
  };
  const refused = await ctx.throttle.chargeAll([
    {
      rule: byAddress,
      subject: address,
      amount: 1,
      message: `You have sent too many responses. Please try again in 10 minutes.`,
    },
    {
      rule: toForm,
      subject: formId,
      amount: 1,
      message: 'This form has received too many responses today. Please try again tomorrow.',
    },
  ]);
  if (!refused) return;
  throw new TooManyRequests(refused.rule.windowSeconds, refused.rule.limit, refused.message);
}
