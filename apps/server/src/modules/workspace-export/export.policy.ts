import type { Database } from '../../db/client';
import { authorizeWorkspace, type Membership } from '../workspaces/workspace.policy';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromParams } from '../../http/gate';

/**
 * Exporting a workspace (and seeing its exports) is for its owner and admins: the workspace
 * gate's usual answers otherwise (404 to outsiders, 403 to other members). Downloading needs
 * only the signed link; importing, only a signed-in user (the new workspace is theirs).
 */
export function authorizeExport(
  db: Database,
  claims: AccessTokenClaims,
  workspaceRef: string,
): Promise<Membership> {
  return authorizeWorkspace(db, claims, workspaceRef, 'workspace.export');
}

/** An export route's gate (authorizeExport), on its `:workspace`. */
export const exportGate = defineGate(
  'export',
  () => (db, claims, request) => authorizeExport(db, claims, fromParams('workspace')(request)),
);
