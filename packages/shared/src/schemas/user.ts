import { z } from 'zod';
import { TEAM_SIZES } from '../constants';

export const userRoleSchema = z.enum(['user', 'admin']);

export const teamSizeSchema = z.enum(TEAM_SIZES);

/** The user as every API response shows it. Never carries the password hash. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  lastActiveWorkspaceURL: z.string().nullable(),
  onboarding: z.object({ teamSize: teamSizeSchema.nullable() }),
  role: userRoleSchema,
  avatar: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

export function isOnboarded(user: Pick<User, 'onboarding'>): boolean {
  return user.onboarding.teamSize !== null;
}

/**
 * Onboarding is for someone with no workspace yet (spec: no lastActiveWorkspaceURL) who has not
 * answered it either. An invitee who joined a workspace goes straight in.
 */
export function needsOnboarding(
  user: Pick<User, 'onboarding' | 'lastActiveWorkspaceURL'>,
): boolean {
  return !isOnboarded(user) && !user.lastActiveWorkspaceURL;
}
