import type { User } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { findWorkspace } from '../workspaces/workspaces.repo';
import { presentUser } from '../users/user.presenter';
import type { AccessTokenClaims } from '../../http/caller';
import { keyMayLearnOf } from '../../http/caller';

/**
 * The caller's own account as their credentials may see it: an API key is told the last active
 * workspace only if it reaches it (not restricted to another one, not refused by its settings),
 * so a key limited to one workspace never learns of another through the account.
 */
export async function presentMe(
  db: Database,
  claims: AccessTokenClaims,
  row: UserRow,
): Promise<User> {
  const user = presentUser(row);
  if (!claims.apiKey || row.lastActiveWorkspaceUrl === null) return user;
  const workspace = await findWorkspace(db, row.lastActiveWorkspaceUrl);
  if (keyMayLearnOf(claims, workspace?.id)) return user;
  return { ...user, lastActiveWorkspaceURL: null };
}
