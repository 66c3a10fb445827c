import { canOnBoard, type BoardAction } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { AttachmentRow, TaskRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';
import { attachmentAccessRow } from '../boards/board-access.repo';
import { decideBoardAccess, type BoardAccess } from '../boards/board.policy';
import { signedIn } from '../users/session-user.service';

/** An attachment, its task, and the caller's access to the task's board. */
export interface AttachmentAccess {
  attachment: AttachmentRow;
  task: TaskRow;
  access: BoardAccess;
}

const ATTACHMENT_NOT_FOUND = 'Attachment not found';

/**
 * Attachments are part of their task: whoever may take `action` on the task may take it on its
 * files (board.view downloads). One statement reads the user, the attachment, its task and the
 * board access; 401, then 404 for a file missing or on a board the user does not see, then 403,
 * then 409 on an archived board.
 */
export async function authorizeAttachment(
  db: Database,
  claims: AccessTokenClaims,
  attachmentId: string,
  action: BoardAction,
): Promise<AttachmentAccess> {
  const row = await attachmentAccessRow(db, claims.userId, attachmentId);
  const user = signedIn(claims, row?.user);
  if (!row?.attachment || !row.task) throw notFound(ATTACHMENT_NOT_FOUND);
  const access = decideBoardAccess(claims, user, row, action, ATTACHMENT_NOT_FOUND);
  return { attachment: row.attachment, task: row.task, access };
}

/** An attachment route's gate (authorizeAttachment), on its `:id`. */
export const attachmentGate = defineGate(
  'attachment',
  (action: BoardAction, attachmentIdOf: IdOf = fromParams()) =>
    (db, claims, request) =>
      authorizeAttachment(db, claims, attachmentIdOf(request), action),
);

/** Who may delete a file: its uploader, or whoever manages the board (as for any comment). */
export function mayDeleteAttachment({ attachment, access }: AttachmentAccess): boolean {
  return (
    attachment.uploadedBy === access.user.id ||
    canOnBoard(access.workspaceRole, access.boardRole, 'board.manage')
  );
}
