import type { Database } from '../../db/client';
import type { JiraImportRow } from '../../db/schema/index';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { signedIn } from '../users/session-user.service';
import { importAccessRow } from '../boards/board-access.repo';
import { decideBoardAccess, type BoardAccess } from '../boards/board.policy';
import { authorizeWorkspace, type Membership } from '../workspaces/workspace.policy';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';

const IMPORT_NOT_FOUND = 'Import not found';
const importNotFound = () => notFound(IMPORT_NOT_FOUND);

/**
 * An import its board's admins run, read with the signed-in user and the board access in one
 * statement: 401 if the session no longer holds, 404 for someone who cannot see the board, 403
 * for someone who sees it but does not manage it.
 */
export async function authorizeImport(
  db: Database,
  claims: AccessTokenClaims,
  importId: string,
): Promise<{ jiraImport: JiraImportRow; access: BoardAccess }> {
  const row = await importAccessRow(db, claims.userId, importId);
  const user = signedIn(claims, row?.user);
  // An upload still being stored is no one's to see yet.
  if (!row?.jiraImport || row.jiraImport.status === 'storing') throw importNotFound();
  return {
    jiraImport: row.jiraImport,
    access: decideBoardAccess(claims, user, row, 'board.manage', IMPORT_NOT_FOUND),
  };
}

/** An import route's gate (authorizeImport), on its `:importId`. */
export const importGate = defineGate(
  'import',
  (importIdOf: IdOf = fromParams('importId')) =>
    (db, claims, request) =>
      authorizeImport(db, claims, importIdOf(request)),
);

/**
 * An import that invites people needs its runner to be one who may invite to the workspace.
 * Asked only when the mapping invites someone, after the mapping and the plan were checked, so it
 * is not the route's gate.
 */
export async function authorizeImportInvitations(
  db: Database,
  claims: AccessTokenClaims,
  workspaceId: string,
): Promise<Membership> {
  return authorizeWorkspace(db, claims, workspaceId, 'invitations.create').catch(
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 403) {
        throw forbidden(
          'You cannot invite people to this workspace: leave them unassigned instead',
        );
      }
      throw error;
    },
  );
}
