import type { AppContext } from '../../context';
import { ACCOUNT_LOGIN_FAILURES, LOGIN_FAILURES, LOGIN_PACE } from './throttle-rules';

/**
 * Failed logins are counted per account and client address, so failures from an attacker's
 * address lock only that address out of the account, never the owner elsewhere. Failures from
 * every address together only slow the account down: each address that keeps failing may then
 * try once a minute, and an address with no recent failure (the owner's) is not held back.
 */
export async function assertLoginAllowed(
  ctx: AppContext,
  email: string,
  address: string,
): Promise<void> {
  const pair = pairOf(email, address);
  await ctx.throttle.assertAllowed(LOGIN_FAILURES, pair);
  if (await ctx.throttle.isUsedUp(ACCOUNT_LOGIN_FAILURES, email)) {
    await ctx.throttle.assertAllowed(LOGIN_PACE, pair);
  }
}

export async function countLoginFailure(
  ctx: AppContext,
  email: string,
  address: string,
): Promise<void> {
  const pair = pairOf(email, address);
  await ctx.throttle.hit(LOGIN_FAILURES, pair);
  await ctx.throttle.hit(LOGIN_PACE, pair);
  await ctx.throttle.hit(ACCOUNT_LOGIN_FAILURES, email);
}

/** The right password clears that address's failures and lifts the slow-down on the account. */
export async function clearLoginFailures(
  ctx: AppContext,
  email: string,
  address: string,
): Promise<void> {
  const pair = pairOf(email, address);
  await ctx.throttle.reset(LOGIN_FAILURES, pair);
  await ctx.throttle.reset(LOGIN_PACE, pair);
  await ctx.throttle.reset(ACCOUNT_LOGIN_FAILURES, email);
}

const pairOf = (email: string, address: string) => `${email} from ${address}`;
