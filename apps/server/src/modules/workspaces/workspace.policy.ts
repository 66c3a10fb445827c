import { canInWorkspace, type WorkspaceAction, type WorkspaceRole } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { UserRow, WorkspaceRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/app-error';
import { findMemberRole } from './members.repo';
import { findWorkspace } from './workspaces.repo';

/** The acting user inside one workspace, with the role read from the database just now. */
export interface Membership {
  workspace: WorkspaceRow;
  role: WorkspaceRole;
  user: UserRow;
}

export const workspaceNotFound = () => notFound('Workspace not found');

/**
 * The one gate for every workspace route: the workspace must exist and the user must be a
 * member (otherwise 404, so outsiders learn nothing), and the role must allow the action
 * (otherwise 403). Roles are never taken from the token.
 */
export async function authorizeWorkspace(
  db: Database,
  user: UserRow,
  workspaceRef: string,
  action: WorkspaceAction,
): Promise<Membership> {
  const workspace = await findWorkspace(db, workspaceRef);
  if (!workspace) throw workspaceNotFound();
  const role = await findMemberRole(db, workspace.id, user.id);
  if (!role) throw workspaceNotFound();
  if (!canInWorkspace(role, action)) throw forbidden();
  return { workspace, role, user };
}
