import { webcrypto } from 'node:crypto';

/**
 * The app's secret as an HS256 signing key. jose works with WebCrypto keys: raw bytes or a
 * KeyObject would be imported again on every verification (a measurable share of each
 * request); a CryptoKey is imported once.
 */
export function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  return webcrypto.subtle.importKey(
    'raw',
    Buffer.from(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}
