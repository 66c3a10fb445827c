import type { TEAM_SIZES, User } from '@teamboard/shared';
import type { UserRow } from '../../db/schema/index';

/** Row → API user. An explicit allow-list: the password hash and token fields never leave. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    lastActiveWorkspaceURL: row.lastActiveWorkspaceUrl,
    onboarding: { teamSize: row.teamSize as (typeof TEAM_SIZES)[number] | null },
    role: row.role,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
  };
}
