import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@teamboard/shared/two-factor';
import { hashToken } from '../../crypto/opaque-token';

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

function randomPart(): string {
  return Array.from({ length: HALF_LENGTH }, () =>
    ALPHABET.charAt(randomInt(ALPHABET.length)),
  ).join('');
}

/** A fresh set of recovery codes ("k3x9p-m2q7r": about 50 bits each), to show once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
}

/**
 * Only this hash is stored. A fast hash is enough: whoever could read it could read the TOTP
 * secret beside it, and guessing through the API is throttled.
 */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace('-', ''));
}
