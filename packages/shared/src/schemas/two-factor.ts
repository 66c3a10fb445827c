import { z } from 'zod';
import { opaqueTokenField } from './fields';

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238: 6 digits, 30 s). */
export const RECOVERY_CODE_COUNT = 10;
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
/** Ten letters and digits, shown as two groups of five ("k3x9p-m2q7r"); the dash is optional. */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, 'Enter one of your recovery codes');

/** The current password, asked only of an account that has one (not a Google-only account). */
const currentPasswordField = z.string().max(1024).optional();

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Whether the forms ask the current password (a Google-only account has none). */
  passwordRequired: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupInputSchema = z.object({ password: currentPasswordField });
export type TwoFactorSetupInput = z.input<typeof twoFactorSetupInputSchema>;

/**
 * The otpauth link as a QR code: an SVG path over a size × size grid of modules, one unit each
 * (drawn by the page itself: its content security policy allows no data: images).
 */
export const qrCodeSchema = z.object({ size: z.number().int(), path: z.string() });

/** A secret waiting for its first code: shown as a QR code and as text. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: qrCodeSchema,
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmInputSchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmInput = z.input<typeof twoFactorConfirmInputSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

export const regenerateRecoveryCodesInputSchema = z.object({
  password: currentPasswordField,
  code: totpCodeSchema,
});
export type RegenerateRecoveryCodesInput = z.input<typeof regenerateRecoveryCodesInputSchema>;

/** A code from the authenticator app, or one of the recovery codes: exactly one of the two. */
const secondFactorFields = {
  code: totpCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
};
export type SecondFactorInput = { code?: string; recoveryCode?: string };
const oneFactor = (input: SecondFactorInput) =>
  (input.code === undefined) !== (input.recoveryCode === undefined);
const ONE_FACTOR = {
  message: 'Enter the code from your authenticator app or a recovery code',
  path: ['code'],
};

export const disableTwoFactorInputSchema = z
  .object({ password: currentPasswordField, ...secondFactorFields })
  .refine(oneFactor, ONE_FACTOR);
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorInputSchema>;

export const twoFactorLoginInputSchema = z
  .object({ challenge: opaqueTokenField, ...secondFactorFields })
  .refine(oneFactor, ONE_FACTOR);
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginInputSchema>;
