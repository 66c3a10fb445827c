import { sql, type SQL } from 'drizzle-orm';
import { seesBoardSql } from './board.policy';

/**
 * A CTE body: the active boards the user can see (as authorizeBoard decides), in all their
 * workspaces or in one, with their workspace. Archived boards are left out of every home list.
 */
export function visibleBoards(userId: string, workspaceId: string | null): SQL {
  const inWorkspace = workspaceId === null ? sql`true` : sql`wm.workspace_id = ${workspaceId}`;
  return sql`
    select b.id, b.title, b.key, w.id as workspace_id, w.name as workspace_name,
      w.url as workspace_url
    from workspace_members wm
    join workspaces w on w.id = wm.workspace_id
    join boards b on b.workspace_id = wm.workspace_id and b.status = 'active'
    left join board_members bm on bm.board_id = b.id and bm.user_id = wm.user_id
    where wm.user_id = ${userId} and ${inWorkspace}
      and ${seesBoardSql(sql`wm.role`, sql`bm.role`)}`;
}
