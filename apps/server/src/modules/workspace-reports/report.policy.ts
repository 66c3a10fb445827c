import { canInWorkspace } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { defineGate, fromParams } from '../../http/gate';
import {
  authorizeWorkspace,
  workspaceNotFound,
  type Membership,
} from '../workspaces/workspace.policy';
import type { AccessTokenClaims } from '../../http/caller';

/**
 * The one gate of the workspace reports. Guests and clients get 404, as for anything they cannot
 * see; what each member's reports count is report-scope.ts's.
 */
export async function authorizeReports(
  db: Database,
  claims: AccessTokenClaims,
  workspaceRef: string,
): Promise<Membership> {
  const membership = await authorizeWorkspace(db, claims, workspaceRef, 'workspace.view');
  if (!canInWorkspace(membership.role, 'reports.view')) throw workspaceNotFound();
  return membership;
}

/** A workspace report route's gate (authorizeReports), on its `:workspace`. */
export const reportsGate = defineGate(
  'reports',
  () => (db, claims, request) => authorizeReports(db, claims, fromParams('workspace')(request)),
);
