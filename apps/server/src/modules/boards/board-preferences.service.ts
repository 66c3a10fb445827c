import {
  DEFAULT_BOARD_VIEW,
  DEFAULT_CARD_PROPERTIES,
  type BoardPreferences,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { BoardAccess } from './board.policy';
import { findBoardPreferences, saveBoardPreferences } from './board-preferences.repo';

const DEFAULTS: BoardPreferences = {
  view: DEFAULT_BOARD_VIEW,
  defaultCardProperties: [...DEFAULT_CARD_PROPERTIES],
};

/** The signed-in user's view of the board: the defaults until they change it. */
export async function boardPreferencesOf(
  ctx: AppContext,
  access: BoardAccess,
): Promise<BoardPreferences> {
  const row = await findBoardPreferences(ctx.db, access.board.id, access.user.id);
  if (!row) return DEFAULTS;
  return {
    view: row.view as BoardPreferences['view'],
    defaultCardProperties: row.defaultCardProperties as BoardPreferences['defaultCardProperties'],
  };
}

/** Changes some of the user's preferences for the board; answers them all. */
export async function changeBoardPreferences(
  ctx: AppContext,
  access: BoardAccess,
  changes: Partial<BoardPreferences>,
): Promise<BoardPreferences> {
  const next = { ...(await boardPreferencesOf(ctx, access)), ...changes };
  await saveBoardPreferences(ctx.db, access.board.id, access.user.id, next);
  return next;
}
