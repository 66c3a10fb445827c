import { canCreateBoards, canInWorkspace, isExternalRole } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { FolderRow } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/app-error';
import { signedIn } from '../users/session-user.service';
import { authorizeWorkspace, type Membership } from '../workspaces/workspace.policy';
import { folderAccessRow, folderIdsOfOwnBoards } from './folders.repo';
import type { AccessTokenClaims } from '../../http/caller';
import { keyReaches } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';

export const folderNotFound = () => notFound('Folder not found');
const cannotArrange = () => forbidden('Guests and clients cannot arrange folders');

/** Folders shape a workspace's project list; only its internal members arrange them. */
export async function authorizeFolderArranging(
  db: Database,
  claims: AccessTokenClaims,
  workspaceRef: string,
): Promise<Membership> {
  const membership = await authorizeWorkspace(db, claims, workspaceRef, 'workspace.view');
  if (!canCreateBoards(membership.role)) throw cannotArrange();
  return membership;
}

/**
 * The gate of one folder's routes, in one statement: the session must still hold (401), the
 * folder must be in a workspace of the user's (otherwise 404, like a folder that does not
 * exist), and the user must be one who arranges folders (403).
 */
export async function authorizeFolder(db: Database, claims: AccessTokenClaims, folderId: string) {
  const row = await folderAccessRow(db, claims.userId, folderId);
  const user = signedIn(claims, row?.user);
  if (!row?.folder || !row.role || !canInWorkspace(row.role, 'workspace.view'))
    throw folderNotFound();
  if (!keyReaches(claims, row.folder.workspaceId)) throw folderNotFound();
  if (!canCreateBoards(row.role)) throw cannotArrange();
  return { user, folder: row.folder, role: row.role };
}

/**
 * What the member may see of the workspace's folders. Guests and clients see only those on the
 * path to a board they were added to: the names of the others are the internal team's business.
 */
export async function visibleFolders(
  db: Database,
  { workspace, role, user }: Membership,
  workspaceFolders: FolderRow[],
): Promise<FolderRow[]> {
  if (!isExternalRole(role)) return workspaceFolders;
  const holding = await folderIdsOfOwnBoards(db, workspace.id, user.id);
  const parentOf = new Map(workspaceFolders.map((row) => [row.id, row.parentFolderId]));
  const onPath = new Set<string>();
  for (const folderId of holding) {
    for (let id: string | null = folderId; id && !onPath.has(id); id = parentOf.get(id) ?? null)
      onPath.add(id);
  }
  return workspaceFolders.filter((row) => onPath.has(row.id));
}

/** A folder route's gate (authorizeFolder), on its `:id`. */
export const folderGate = defineGate(
  'folder',
  (folderIdOf: IdOf = fromParams()) =>
    (db, claims, request) =>
      authorizeFolder(db, claims, folderIdOf(request)),
);

/** The gate of arranging a workspace's folders (authorizeFolderArranging), on its `:workspace` unless the route says where. */
export const folderArrangingGate = defineGate(
  'folder arranging',
  (workspaceRefOf: IdOf = fromParams('workspace')) =>
    (db, claims, request) =>
      authorizeFolderArranging(db, claims, workspaceRefOf(request)),
);
