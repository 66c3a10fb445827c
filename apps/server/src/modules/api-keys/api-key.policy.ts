import type { Database } from '../../db/client';
import type { UserRow, WorkspaceRow } from '../../db/schema/index';
import { forbidden } from '../../http/app-error';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fieldOf } from '../../http/gate';
import { signedIn } from '../users/session-user.service';
import { findUserById } from '../users/users.repo';
import { authorizeWorkspace } from '../workspaces/workspace.policy';

/** Who is making a key, and the workspace it is restricted to (null: all of theirs). */
export interface KeyMaking {
  user: UserRow;
  workspace: WorkspaceRow | null;
}

/**
 * Making an API key: the session must hold (401); a workspace restriction must name one of the
 * person's workspaces (404) that allows API keys (403).
 */
export async function authorizeKeyMaking(
  db: Database,
  claims: AccessTokenClaims,
  workspaceId: string | undefined,
): Promise<KeyMaking> {
  if (!workspaceId)
    return { user: signedIn(claims, await findUserById(db, claims.userId)), workspace: null };
  const { user, workspace } = await authorizeWorkspace(db, claims, workspaceId, 'workspace.view');
  if (!workspace.apiKeysAllowed) throw forbidden('This workspace does not allow API keys');
  return { user, workspace };
}

/** The gate of `POST /me/api-keys` (authorizeKeyMaking), on the body's optional `workspaceId`. */
export const keyMakingGate = defineGate('key making', () => (db, claims, request) => {
  const workspaceId = fieldOf(request.body, 'workspaceId');
  return authorizeKeyMaking(db, claims, typeof workspaceId === 'string' ? workspaceId : undefined);
});
