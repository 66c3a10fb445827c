import { canInWorkspace, type WorkspaceAction, type WorkspaceRole } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { UserRow, WorkspaceRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/app-error';
import { signedIn } from '../users/session-user.service';
import { workspaceAccessRow } from './workspace-access.repo';
import type { AccessTokenClaims } from '../../http/caller';
import { keyReaches } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';

/** The acting user inside one workspace, with the role read from the database just now. */
export interface Membership {
  workspace: WorkspaceRow;
  role: WorkspaceRole;
  user: UserRow;
}

export const workspaceNotFound = () => notFound('Workspace not found');

/** What a role allowed by the matrix hears when the workspace's own rules narrow it. */
const NARROWED_BY_RULES = 'This workspace lets only its owner and admins invite people';

/**
 * The one gate for every workspace route: the session must still hold (otherwise 401), the
 * workspace must exist and the user must be a member (otherwise 404, so outsiders learn
 * nothing), and the role must allow the action under the workspace's own rules (its invite
 * policy; otherwise 403). The user, the workspace and the role come from one statement; roles
 * are never taken from the token.
 */
export async function authorizeWorkspace(
  db: Database,
  claims: AccessTokenClaims,
  workspaceRef: string,
  action: WorkspaceAction,
): Promise<Membership> {
  const row = await workspaceAccessRow(db, claims.userId, workspaceRef);
  const user = signedIn(claims, row?.user);
  if (!row?.workspace || !row.role || !keyReaches(claims, row.workspace.id)) {
    throw workspaceNotFound();
  }
  if (!canInWorkspace(row.role, action)) throw forbidden();
  if (!canInWorkspace(row.role, action, row.workspace)) throw forbidden(NARROWED_BY_RULES);
  return { workspace: row.workspace, role: row.role, user };
}

/** A workspace route's gate (authorizeWorkspace), on its `:workspace` unless the route says where. */
export const workspaceGate = defineGate(
  'workspace',
  (action: WorkspaceAction, workspaceRefOf: IdOf = fromParams('workspace')) =>
    (db, claims, request) =>
      authorizeWorkspace(db, claims, workspaceRefOf(request), action),
);
