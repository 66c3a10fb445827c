import { NOTIFICATION_TYPES, type NotificationType } from '@teamboard/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import { hmacKey } from '../auth/hmac-key';

const ISSUER = 'teamboard';
/** Not the API's audience: an unsubscribe token opens nothing else, an access token not this. */
const AUDIENCE = 'teamboard-unsubscribe';
/** An old email's link still works for a year. */
const LIFETIME_SECONDS = 365 * 24 * 60 * 60;

export interface Unsubscription {
  userId: string;
  type: NotificationType;
}

/**
 * The signed token of an email's one-click unsubscribe link: it names the user and the type of
 * email to stop, and needs no sign-in (HS256 with the app's secret).
 */
export interface UnsubscribeTokens {
  issue(unsubscription: Unsubscription): Promise<string>;
  /** What a valid token stops, or undefined for a bad, expired or foreign token. */
  verify(token: string): Promise<Unsubscription | undefined>;
}

function isNotificationType(value: unknown): value is NotificationType {
  return NOTIFICATION_TYPES.some((type) => type === value);
}

export function createUnsubscribeTokens(secret: string, clock: Clock): UnsubscribeTokens {
  const imported = hmacKey(secret);
  return {
    issue: async ({ userId, type }) => {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ typ: type })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + LIFETIME_SECONDS)
        .sign(await imported);
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await imported, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const { sub, typ } = payload;
        if (!sub || !isNotificationType(typ)) return undefined;
        return { userId: sub, type: typ };
      } catch {
        return undefined;
      }
    },
  };
}
