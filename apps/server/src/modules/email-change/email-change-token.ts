import { hashToken, randomToken } from '../../crypto/opaque-token';

/** randomToken's length: 32 bytes in base64url. */
const SECRET_LENGTH = 43;

/**
 * The confirmation link's token: a random secret followed by the new address (base64url, so the
 * token stays URL-safe). Only the hash of both together is stored (email_tokens), so the address
 * needs no column of its own and cannot be swapped in a link: another address gives another
 * hash, which matches no stored token.
 */
export function newEmailChangeToken(email: string): { token: string; tokenHash: string } {
  const secret = randomToken();
  return {
    token: `${secret}${Buffer.from(email).toString('base64url')}`,
    tokenHash: bound(secret, email),
  };
}

/** The new address a token names and the hash to look it up by; undefined when malformed. */
export function readEmailChangeToken(
  token: string,
): { email: string; tokenHash: string } | undefined {
  if (token.length <= SECRET_LENGTH) return undefined;
  const secret = token.slice(0, SECRET_LENGTH);
  const email = Buffer.from(token.slice(SECRET_LENGTH), 'base64url').toString();
  return { email, tokenHash: bound(secret, email) };
}

function bound(secret: string, email: string): string {
  return hashToken(`${secret}\n${email}`);
}
