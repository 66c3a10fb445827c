import { z } from 'zod';
import { emailField } from './fields';

/** How long the confirmation link sent to the new address works. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

/**
 * PUT /api/me/email. The password is required when the account has one; an account that signs
 * in with Google only sends none (it needs a recent sign-in instead).
 */
export const changeEmailInputSchema = z.object({
  email: emailField,
  password: z.string().max(1024).optional(),
});
export type ChangeEmailInput = z.input<typeof changeEmailInputSchema>;

/** The emailed link's token: a random secret and the new address, so longer than the others. */
export const confirmEmailChangeInputSchema = z.object({
  token: z
    .string()
    .min(44, 'Invalid token')
    .max(512, 'Invalid token')
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid token'),
});
export type ConfirmEmailChangeInput = z.input<typeof confirmEmailChangeInputSchema>;

export const emailChangeConfirmedSchema = z.object({ email: z.string() });
export type EmailChangeConfirmed = z.infer<typeof emailChangeConfirmedSchema>;
