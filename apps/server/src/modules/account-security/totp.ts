import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@teamboard/shared/two-factor';

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
export function enrolmentOf(
  secret: string,
  accountName: string,
): Pick<TwoFactorSetup, 'otpauthUrl' | 'qrCode'> {
  const otpauthUrl = totpOf(secret, accountName).toString();
  return { otpauthUrl, qrCode: qrCodeOf(otpauthUrl) };
}

/** The QR code's dark modules as an SVG path, one rectangle per run of them in a row. */
function qrCodeOf(text: string): TwoFactorSetup['qrCode'] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      if (col > start) path += `M${start} ${row}h${col - start}v1H${start}z`;
      else col++;
    }
  }
  return { size: modules.size, path };
}

/** The time step the code belongs to (now's, or one step either side), or null if it is wrong. */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}
