import { hashToken, randomToken } from '../auth/opaque-token';

/**
 * The confirmation link's token: a random secret and the new address, dotted. Only the hash of
 * both together is stored (email_tokens), so the address needs no column of its own and cannot be
 * swapped in a link: another address gives another hash, which matches no stored token.
 */
export function newEmailChangeToken(email: string): { token: string; tokenHash: string } {
  const secret = randomToken();
  return {
    token: `${secret}.${Buffer.from(email).toString('base64url')}`,
    tokenHash: bound(secret, email),
  };
}

/** The new address a token names and the hash to look it up by; undefined when malformed. */
export function readEmailChangeToken(
  token: string,
): { email: string; tokenHash: string } | undefined {
  const [secret, encoded, ...rest] = token.split('.');
  if (!secret || !encoded || rest.length > 0) return undefined;
  const email = Buffer.from(encoded, 'base64url').toString();
  return { email, tokenHash: bound(secret, email) };
}

function bound(secret: string, email: string): string {
  return hashToken(`${secret}\n${email}`);
}
