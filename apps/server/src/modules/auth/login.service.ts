import { ERROR_CODES, type LoginInput, type LoginResponse } from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { ClientInfo } from '../../http/client-info';
import { unauthorized } from '../../http/app-error';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { presentUser } from '../users/user.presenter';
import { findUserByEmail } from '../users/users.repo';
import { loginThrottle } from './login-throttle';
import { finishSignIn } from './finish-sign-in.service';

/**
 * Checks the credentials. A wrong email and a wrong password look the same (message and
 * timing). An unverified user gets their user back but no tokens; one with two-factor sign-in
 * on, a challenge for the code (finish-sign-in.ts).
 */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  client: ClientInfo,
): Promise<LoginResponse> {
  await loginThrottle.assertAllowed(ctx.throttle, input.email, client.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user?.passwordHash
    ? await ctx.passwords.verify(user.passwordHash, input.password)
    : await ctx.passwords.verifyDummy(input.password).then(() => false);
  if (!user || !valid) {
    await loginThrottle.countFailure(ctx.throttle, input.email, client.ip);
    if (user) {
      await recordAccountEvent(ctx.db, {
        userId: user.id,
        type: 'sign_in_failed',
        client,
        data: { method: 'password' },
      });
    }
    throw unauthorized('Invalid email or password', ERROR_CODES.invalidCredentials);
  }
  await loginThrottle.clear(ctx.throttle, input.email, client.ip);
  if (!user.emailVerifiedAt) return { user: presentUser(user) };
  return ctx.db.transaction((tx) => finishSignIn(ctx, tx, user, client, 'password'));
}
