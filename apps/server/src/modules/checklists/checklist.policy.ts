import type { BoardAction } from '@teamboard/shared';
import type { Database } from '../../db/client';
import type { ChecklistItemRow, ChecklistRow, TaskRow } from '../../db/schema/index';
import { notFound } from '../../http/app-error';
import type { AccessTokenClaims } from '../../http/caller';
import { defineGate, fromParams, type IdOf } from '../../http/gate';
import { checklistAccessRow, checklistItemAccessRow } from '../boards/board-access.repo';
import { decideBoardAccess, type BoardAccess } from '../boards/board.policy';
import { signedIn } from '../users/session-user.service';

/** A checklist, its task, and the caller's access to the task's board. */
export interface ChecklistAccess {
  checklist: ChecklistRow;
  task: TaskRow;
  access: BoardAccess;
}

/** A checklist item, its task, and the caller's access to the task's board. */
export interface ChecklistItemAccess {
  item: ChecklistItemRow;
  task: TaskRow;
  access: BoardAccess;
}

const CHECKLIST_NOT_FOUND = 'Checklist not found';
const ITEM_NOT_FOUND = 'Checklist item not found';

/**
 * Checklists are part of their task: whoever may take `action` on the task may take it on its
 * checklists (board.view reads, board.work edits). One statement reads the user, the checklist,
 * its task and the board access; 401, then 404 for a checklist missing or on a board the user
 * does not see, then 403, then 409 on an archived board.
 */
export async function authorizeChecklist(
  db: Database,
  claims: AccessTokenClaims,
  checklistId: string,
  action: BoardAction,
): Promise<ChecklistAccess> {
  const row = await checklistAccessRow(db, claims.userId, checklistId);
  const user = signedIn(claims, row?.user);
  if (!row?.checklist || !row.task) throw notFound(CHECKLIST_NOT_FOUND);
  const access = decideBoardAccess(claims, user, row, action, CHECKLIST_NOT_FOUND);
  return { checklist: row.checklist, task: row.task, access };
}

/** A checklist item's gate, as its checklist's (authorizeChecklist). */
export async function authorizeChecklistItem(
  db: Database,
  claims: AccessTokenClaims,
  itemId: string,
  action: BoardAction,
): Promise<ChecklistItemAccess> {
  const row = await checklistItemAccessRow(db, claims.userId, itemId);
  const user = signedIn(claims, row?.user);
  if (!row?.item || !row.task) throw notFound(ITEM_NOT_FOUND);
  const access = decideBoardAccess(claims, user, row, action, ITEM_NOT_FOUND);
  return { item: row.item, task: row.task, access };
}

/** A checklist route's gate (authorizeChecklist), on its `:id`. */
export const checklistGate = defineGate(
  'checklist',
  (action: BoardAction, checklistIdOf: IdOf = fromParams()) =>
    (db, claims, request) =>
      authorizeChecklist(db, claims, checklistIdOf(request), action),
);

/** A checklist item route's gate (authorizeChecklistItem), on its `:id`. */
export const checklistItemGate = defineGate(
  'checklist item',
  (action: BoardAction, itemIdOf: IdOf = fromParams()) =>
    (db, claims, request) =>
      authorizeChecklistItem(db, claims, itemIdOf(request), action),
);
