import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Teamboard';
const PERIOD_SECONDS = 30;
/** A code of the step before or after now is accepted too: clocks and typing drift. */
const WINDOW_STEPS = 1;

function totpOf(secret: string, accountName?: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    ...(accountName !== undefined && { label: accountName }),
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an authenticator app reads from the QR code, and its QR code. */
export async function enrolmentOf(
  secret: string,
  accountName: string,
): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpOf(secret, accountName).toString();
  return { otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }) };
}

/** The time step the code belongs to (now's, or one step either side), or null if it is wrong. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}
