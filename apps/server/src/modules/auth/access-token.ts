import { ACCESS_TOKEN_TTL_SECONDS } from '@teamboard/shared';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';
import type { AccessTokenClaims } from '../../http/caller';
import { hmacKey } from './hmac-key';

const ISSUER = 'teamboard';
const AUDIENCE = 'teamboard-api';
/**
 * Tokens whose signature was checked, kept with their claims: a client sends the same token with
 * every request while it lives, and checking it again (an HMAC through WebCrypto's thread pool)
 * was about a tenth of a task move's time in the server. Only the signature check is saved: the
 * expiry is compared with the clock on every use, and the session (a logout, the user's session
 * version) is still checked on every request. Emptied when full.
 */
const VERIFIED_MAX = 5000;

/**
 * Short-lived HS256 JWTs carrying the user id, session version and session id only: roles and
 * everything else are read from the database on each request.
 */
export interface AccessTokens {
  issue(userId: string, version: number, sessionId: string): Promise<string>;
  /** The claims of a valid token, or undefined for a bad, expired or foreign token. */
  verify(token: string): Promise<AccessTokenClaims | undefined>;
}

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const imported = hmacKey(secret);
  const verified = new Map<string, AccessTokenClaims>();
  const verifySignedToken = async (token: string): Promise<AccessTokenClaims | undefined> => {
    const key = await imported;
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: clock.now(),
      });
      const { sub, ver, sid, exp } = payload;
      if (!sub || typeof ver !== 'number' || typeof sid !== 'string' || !exp) return undefined;
      return { userId: sub, version: ver, sessionId: sid, expiresAt: exp * 1000 };
    } catch {
      return undefined;
    }
  };
  return {
    issue: async (userId, version, sessionId) => {
      const key = await imported;
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ ver: version, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return clock.now().getTime() < known.expiresAt ? known : undefined;
      const claims = await verifySignedToken(token);
      if (!claims) return undefined;
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(token, claims);
      return claims;
    },
  };
}
