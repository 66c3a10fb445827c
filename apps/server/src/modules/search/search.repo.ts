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

/** The columns a found task is answered with, from the tasks `t`, boards `v` and columns `c`. */
const FOUND_COLUMNS = sql`t.id, t.number, t.title, t.jira_key, v.id as board_id,
  v.title as board_title, v.key as board_key, c.id as column_id, c.title as column_title`;

/**
 * The tasks among `tasks` (a statement over the tasks table aliased `t`, reading the CTE
 * `visible`) on the active boards the user sees in the workspace, most recently updated first.
 * The boards are decided in SQL as the board gate decides them, so a board the user may not see
 * is never searched.
 */
async function foundTasks(db: Database, scope: SearchScope, tasks: SQL): Promise<FoundTaskRow[]> {
  return rawRows<FoundTaskRow>(
    db,
    sql`
    with visible as (${visibleBoards(scope.userId, scope.workspaceId)}),
    found as (${tasks})
    select ${FOUND_COLUMNS}
    from found t
    join visible v on v.id = t.board_id
    join columns c on c.id = t.column_id
    order by t.updated_at desc, t.id`,
  );
}

/**
 * The task with this key: the board's key (in any case) and number, through the board's number
 * index; then the task imported with this Jira key (Jira writes its keys in capitals, so the
 * equality uses the board's Jira key index).
 */
export async function tasksWithKey(
  db: Database,
  scope: SearchScope,
  key: { boardKey: string; number: number; jiraKey: string },
): Promise<FoundTaskRow[]> {
  const byNumber = await foundTasks(
    db,
    scope,
    sql`select t.* from tasks t join visible v on v.id = t.board_id
      where upper(v.key) = ${key.boardKey} and t.number = ${key.number}`,
  );
  const byJiraKey = await foundTasks(
    db,
    scope,
    sql`select t.* from tasks t join visible v on v.id = t.board_id
      where t.jira_key = ${key.jiraKey} limit ${scope.limit}`,
  );
  return [...byNumber, ...byJiraKey];
}

/** How many of the workspace's newest tasks are read before asking the title index. */
const NEWEST_READ = 500;

/** The tsquery text: every word a prefix (letters and digits only, so nothing to escape). */
const titleQuery = (prefixes: string[]) =>
  sql`to_tsquery('simple', ${prefixes.map((prefix) => `${prefix}:*`).join(' & ')})`;

/**
 * The newest `limit` tasks whose title has a word starting with each of `prefixes`, in two
 * steps. Words most titles have ("the", "fix") match thousands of tasks, which the title's
 * index finds but must then sort: so the workspace's 500 newest tasks are read first, newest
 * first through each board's (board, updated) index, and when `limit` of them match those are
 * the newest matches. Otherwise there are few matches, and the title's GIN full-text index
 * (migration 0034) finds them all. The 'simple' configuration neither stems nor drops words.
 */
export async function tasksWithTitleWords(
  db: Database,
  scope: SearchScope,
  prefixes: string[],
): Promise<FoundTaskRow[]> {
  const matches = sql`to_tsvector('simple', t.title) @@ ${titleQuery(prefixes)}`;
  const newest = await foundTasks(
    db,
    scope,
    sql`select t.* from (
        select recent.* from visible v
        cross join lateral (select * from tasks where board_id = v.id
          order by updated_at desc limit ${NEWEST_READ}) recent
        order by recent.updated_at desc limit ${NEWEST_READ}) t
      where ${matches}
      order by t.updated_at desc, t.id limit ${scope.limit}`,
  );
  if (newest.length === scope.limit) return newest;
  return foundTasks(
    db,
    scope,
    sql`select t.* from tasks t where t.board_id in (select id from visible) and ${matches}
      order by t.updated_at desc, t.id limit ${scope.limit}`,
  );
}
