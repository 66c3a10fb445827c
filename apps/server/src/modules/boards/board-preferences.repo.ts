import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boardPreferences } from '../../db/schema/index';

export type BoardPreferencesRow = typeof boardPreferences.$inferSelect;
type PreferenceValues = Pick<BoardPreferencesRow, 'view' | 'defaultCardProperties'>;

/** The user's stored preferences for the board, if they ever changed them. */
export async function findBoardPreferences(
  db: Database,
  boardId: string,
  userId: string,
): Promise<BoardPreferencesRow | undefined> {
  const [row] = await db
    .select()
    .from(boardPreferences)
    .where(and(eq(boardPreferences.boardId, boardId), eq(boardPreferences.userId, userId)))
    .limit(1);
  return row;
}

export async function saveBoardPreferences(
  db: Database,
  boardId: string,
  userId: string,
  values: PreferenceValues,
): Promise<void> {
  await db
    .insert(boardPreferences)
    .values({ boardId, userId, ...values })
    .onConflictDoUpdate({
      target: [boardPreferences.boardId, boardPreferences.userId],
      set: values,
    });
}
