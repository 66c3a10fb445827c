import { z } from 'zod';

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238: 6 digits, 30 s). */
export const RECOVERY_CODE_COUNT = 10;
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
