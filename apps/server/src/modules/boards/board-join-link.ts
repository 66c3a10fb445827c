import { randomBytes } from 'node:crypto';

/** A new join link token: 256 random bits, URL-safe. */
export function newJoinToken(): string {
  return randomBytes(32).toString('base64url');
}
