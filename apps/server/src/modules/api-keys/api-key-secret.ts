import { randomInt } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '@teamboard/shared/api-key';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 43 base62 characters carry 256 bits (43 × log2 62 ≈ 256.03): 32 random bytes' worth. */
const SECRET_CHARS = 43;

/**
 * A new key's secret: `tb_` and 43 characters drawn uniformly from base62, so it survives any
 * shell, header or config file unquoted. Only its hash is stored (opaque-token.ts).
 */
export function newApiKeySecret(): string {
  const body = Array.from({ length: SECRET_CHARS }, () => BASE62.charAt(randomInt(BASE62.length)));
  return API_KEY_PREFIX + body.join('');
}

/** What the list shows of a secret to tell keys apart. */
export function shownPrefix(secret: string): string {
  return secret.slice(0, API_KEY_SHOWN_CHARS);
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}
