import { z } from 'zod';
import { emailField, nameField, opaqueTokenField, passwordField, usernameField } from './fields';
import { userSchema } from './user';

export const registerInputSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  username: usernameField.optional(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const sessionSchema = z.object({
  user: userSchema,
  access_token: z.string(),
  refresh_token: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

/** The password (or Google) was right and the account has two-factor sign-in on: a code is due. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Sent back with the code to /auth/login/two-factor; single use, valid a few minutes. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** A sign-in answers with a session, or a challenge when two-factor sign-in is on. */
export const signInResponseSchema = z.union([sessionSchema, twoFactorChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Login also answers with only the user when the email is not verified yet. */
export const loginResponseSchema = z.union([
  sessionSchema,
  twoFactorChallengeSchema,
  z.object({ user: userSchema }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshInputSchema = z.object({ refresh_token: opaqueTokenField });
export type RefreshInput = z.input<typeof refreshInputSchema>;

export const emailInputSchema = z.object({ email: emailField });
export type EmailInput = z.input<typeof emailInputSchema>;

export const tokenParamsSchema = z.object({ token: opaqueTokenField });

export const resetPasswordInputSchema = z.object({
  token: opaqueTokenField,
  newPassword: passwordField,
  /**
   * Also revoke the person's API keys. On unless turned off: a reset often follows a suspected
   * compromise, and whoever knew the password could have made a key.
   */
  revokeApiKeys: z.boolean().default(true),
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
