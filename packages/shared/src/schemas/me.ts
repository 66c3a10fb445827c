import { z } from 'zod';
import { imageUrlField, nameField, passwordField, usernameField } from './fields';
import { teamSizeSchema } from './user';

/** Profile fields a user may change. Role, email and verification flags are never accepted. */
export const updateProfileInputSchema = z
  .object({
    name: nameField.optional(),
    username: usernameField.optional(),
    avatar: imageUrlField.nullable().optional(),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(1024),
  newPassword: passwordField,
  /** Also revoke the person's API keys; off unless asked (a routine change keeps scripts working). */
  revokeApiKeys: z.boolean().default(false),
});
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

export const lastActiveWorkspaceInputSchema = z.object({
  workspaceURL: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{3,48}$/, 'Invalid workspace URL'),
});
export type LastActiveWorkspaceInput = z.input<typeof lastActiveWorkspaceInputSchema>;

export const onboardingInputSchema = z.object({ teamSize: teamSizeSchema });
export type OnboardingInput = z.input<typeof onboardingInputSchema>;
