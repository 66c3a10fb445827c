import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { visibleBoards } from '../boards/visible-boards.repo';

/** A task found, with its board and column. */
export interface FoundTaskRow {
  id: string;
  number: number;
  title: string;
  jira_key: string | null;
  board_id: string;
  board_title: string;
  board_key: string;
  column_id: string;
  column_title: string;
}

/** Who searches in which workspace, and how many tasks they want at most. */
export interface SearchScope {
  userId: string;
  workspaceId: string;
  limit: number;
}

/**
 * The tasks of the active boards the user sees in the workspace that match `where`, most
 * recently updated first. The boards are decided in SQL as the board gate decides them, so a
 * board the user may not see is never searched.
 */
async function tasksOnVisibleBoards(
  db: Database,
  scope: SearchScope,
  where: SQL,
): Promise<FoundTaskRow[]> {
  return rawRows<FoundTaskRow>(
    db,
    sql`
    with visible as (${visibleBoards(scope.userId, scope.workspaceId)})
    select t.id, t.number, t.title, t.jira_key, v.id as board_id, v.title as board_title,
      v.key as board_key, c.id as column_id, c.title as column_title
    from tasks t
    join visible v on v.id = t.board_id
    join columns c on c.id = t.column_id
    where ${where}
    order by t.updated_at desc, t.id
    limit ${scope.limit}`,
  );
}

/**
 * The task with this key ("WEB-12": its board's key, in any case, and its number, found by the
 * board's number index) and the task imported with this Jira key (Jira writes its keys in
 * capitals, so the equality uses the board's Jira key index).
 */
export function tasksWithKey(
  db: Database,
  scope: SearchScope,
  key: { boardKey: string; number: number; jiraKey: string },
): Promise<FoundTaskRow[]> {
  return tasksOnVisibleBoards(
    db,
    scope,
    sql`((upper(v.key) = ${key.boardKey} and t.number = ${key.number})
      or t.jira_key = ${key.jiraKey})`,
  );
}

/**
 * The tasks whose title has a word starting with each of `prefixes` (letters and digits only,
 * so the text query needs no escaping), through the title's full-text GIN index (migration
 * 0034). The 'simple' configuration neither stems nor drops words: "the" and "running" are
 * matched as typed.
 */
export function tasksWithTitleWords(
  db: Database,
  scope: SearchScope,
  prefixes: string[],
): Promise<FoundTaskRow[]> {
  const query = prefixes.map((prefix) => `${prefix}:*`).join(' & ');
  return tasksOnVisibleBoards(
    db,
    scope,
    sql`to_tsvector('simple', t.title) @@ to_tsquery('simple', ${query})`,
  );
}
