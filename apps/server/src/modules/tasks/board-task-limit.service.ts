import { ERROR_CODES, MAX_TASKS_PER_BOARD } from '@teamboard/shared';
import type { Database } from '../../db/client';
import { conflict } from '../../http/app-error';
import { boardHasMoreTasksThan } from './tasks.repo';

/**
 * 409 when the board already holds MAX_TASKS_PER_BOARD tasks. `number` is the new task's number
 * (the board's task counter, just bumped): tasks before it have distinct numbers below it, so
 * a board that never numbered that many has room, with no query. Past that, the board's index is
 * walked up to the limit. Call it after the counter's update: that holds the board's row lock, so
 * two creates cannot both take the last place.
 */
export async function assertBoardHasRoom(
  db: Database,
  boardId: string,
  number: number,
): Promise<void> {
  if (number <= MAX_TASKS_PER_BOARD) return;
  if (await boardHasMoreTasksThan(db, boardId, MAX_TASKS_PER_BOARD - 1))
    throw conflict(
      `A project holds at most ${MAX_TASKS_PER_BOARD.toLocaleString('en-US')} tasks`,
      ERROR_CODES.boardFull,
    );
}
