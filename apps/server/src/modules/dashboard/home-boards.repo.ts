import { HOME_RECENT_BOARDS, type HomeBoard } from '@teamboard/shared/dashboard';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { isoOf } from './dashboard.presenter';
import { visibleBoards } from '../boards/visible-boards.repo';

interface HomeBoardRow {
  kind: 'favorite' | 'recent';
  id: string;
  title: string;
  visited_at: Date | string | null;
}

/**
 * My favourite boards of the workspace (by title) and the ones I opened last (most recent
 * first), among the active boards I see, in one statement.
 */
export async function homeBoards(
  db: Database,
  userId: string,
  workspaceId: string,
): Promise<{ favoriteBoards: HomeBoard[]; recentBoards: HomeBoard[] }> {
  const rows = await rawRows<HomeBoardRow>(
    db,
    sql`
    with visible as (${visibleBoards(userId, workspaceId)})
    (select 'favorite' as kind, v.id, v.title, null::timestamptz as visited_at
      from visible v join board_favorites f on f.board_id = v.id and f.user_id = ${userId}
      order by lower(v.title), v.id)
    union all
    (select 'recent', v.id, v.title, bv.visited_at
      from board_visits bv join visible v on v.id = bv.board_id
      where bv.user_id = ${userId}
      order by bv.visited_at desc, v.id
      limit ${HOME_RECENT_BOARDS})`,
  );
  const boardsOf = (kind: HomeBoardRow['kind']) =>
    rows
      .filter((row) => row.kind === kind)
      .map(({ id, title, visited_at }) => ({
        _id: id,
        title,
        ...(visited_at === null ? {} : { visitedAt: isoOf(visited_at) }),
      }));
  return { favoriteBoards: boardsOf('favorite'), recentBoards: boardsOf('recent') };
}
