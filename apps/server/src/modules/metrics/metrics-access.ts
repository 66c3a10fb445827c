import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries the metrics token (always, when none is configured).
 * Digests are compared, so the time taken says nothing about the token.
 */
export function mayReadMetrics(token: string | undefined, authorization: string | undefined) {
  if (token === undefined) return true;
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(token));
}
