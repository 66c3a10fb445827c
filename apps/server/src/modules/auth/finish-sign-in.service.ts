import type { Session, SignInResponse } from '@teamboard/shared';
import { addMinutes } from 'date-fns';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import type { ClientInfo } from '../../http/client-info';
import { recordAccountEvent } from '../account-activity/account-events.repo';
import { insertLoginChallenge } from './login-challenges.repo';
import { hashToken, randomToken } from '../../crypto/opaque-token';
import { createSession } from './sessions.service';

/** How the first factor was proven, as a sign-in's account event records it. */
export type SignInMethod = 'password' | 'google' | 'email_link';
type FirstFactor = Exclude<SignInMethod, 'email_link'>;

const CHALLENGE_MINUTES = 5;

/**
 * The first factor is proven (the password, or Google). An account with two-factor sign-in on
 * gets a challenge to answer with a code at /auth/login/two-factor; any other its session,
 * recorded as a sign-in. Call it inside the sign-in's transaction.
 */
export async function finishSignIn(
  ctx: AppContext,
  db: Database,
  user: UserRow,
  client: ClientInfo,
  method: FirstFactor,
): Promise<SignInResponse> {
  if (!user.totpEnabledAt) {
    return signedInSession(ctx, db, user, client, { method, twoFactor: false });
  }
  // The first factor rides in the token; the stored hash covers it, so it cannot be swapped.
  const challenge = `${method}_${randomToken()}`;
  const now = ctx.clock.now();
  await insertLoginChallenge(
    db,
    {
      tokenHash: hashToken(challenge),
      userId: user.id,
      expiresAt: addMinutes(now, CHALLENGE_MINUTES),
    },
    now,
  );
  return { twoFactorRequired: true, challenge };
}

/** The first factor a challenge from finishSignIn was issued after. */
export function challengeMethod(challenge: string): FirstFactor {
  return challenge.startsWith('google_') ? 'google' : 'password';
}

/** A new session, recorded in the account's activity as a sign-in. */
export async function signedInSession(
  ctx: AppContext,
  db: Database,
  user: UserRow,
  client: ClientInfo,
  data: { method: SignInMethod; twoFactor: boolean },
): Promise<Session> {
  const session = await createSession(ctx, db, user, client);
  await recordAccountEvent(db, { userId: user.id, type: 'sign_in', client, data });
  return session;
}
