import type { Database } from '../../db/client';
import type { FormRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import { signedIn } from '../users/session-user.service';
import { formAccessRow } from '../boards/board-access.repo';
import { decideBoardAccess, type BoardAccess } from '../boards/board.policy';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';

const FORM_NOT_FOUND = 'Form not found';
export const formNotFound = () => notFound(FORM_NOT_FOUND);

/**
 * A form its board's admins manage, read with the signed-in user and the board access in one
 * statement: 401 if the session no longer holds; someone who cannot see its board learns nothing
 * (404); someone who sees the board but does not manage it gets 403, as for the board's settings.
 */
export async function authorizeForm(
  db: Database,
  claims: AccessTokenClaims,
  formId: string,
): Promise<{ form: FormRow; access: BoardAccess }> {
  const row = await formAccessRow(db, claims.userId, formId);
  const user = signedIn(claims, row?.user);
  if (!row?.form) throw formNotFound();
  return {
    form: row.form,
    access: decideBoardAccess(claims, user, row, 'board.manage', FORM_NOT_FOUND),
  };
}

/** A form route's gate (authorizeForm), on its `:formId`. */
export const formGate = defineGate(
  'form',
  (formIdOf: IdOf = fromParams('formId')) =>
    (db, claims, request) =>
      authorizeForm(db, claims, formIdOf(request)),
);
