import { ERROR_CODES, type LoginInput, type LoginResponse } from '@teamboard/shared';
import type { AppContext } from '../../context';
import { unauthorized } from '../../http/app-error';
import { presentUser } from '../users/user.presenter';
import { findUserByEmail } from '../users/users.repo';
import { createSession } from './sessions';
import { LOGIN_FAILURES } from './throttle-rules';

/**
 * Checks the credentials. A wrong email and a wrong password look the same (message and
 * timing). An unverified user gets their user back but no tokens.
 */
export async function login(ctx: AppContext, input: LoginInput): Promise<LoginResponse> {
  await ctx.throttle.assertAllowed(LOGIN_FAILURES, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user?.passwordHash
    ? await ctx.passwords.verify(user.passwordHash, input.password)
    : await ctx.passwords.verifyDummy(input.password).then(() => false);
  if (!user || !valid) {
    await ctx.throttle.hit(LOGIN_FAILURES, input.email);
    throw unauthorized('Invalid email or password', ERROR_CODES.invalidCredentials);
  }
  await ctx.throttle.reset(LOGIN_FAILURES, input.email);
  if (!user.emailVerifiedAt) return { user: presentUser(user) };
  return createSession(ctx, ctx.db, user);
}
