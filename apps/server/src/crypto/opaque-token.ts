import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (256 bits) for refresh tokens and emailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this hash, so a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
