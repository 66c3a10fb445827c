import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import type { BoardTasksCache } from './board-tasks-cache';
import { boardTasksJson } from './task-json.repo';

/**
 * The ETag of a board's task list: the list is unchanged while the board's tasks version is, so
 * a browser may keep its copy.
 */
export function boardTasksEtag(board: BoardRow): string {
  return `"${board.id}.${String(board.tasksVersion)}"`;
}

/** A board's task list JSON: from the cache while its version holds, else built by PostgreSQL. */
export async function boardTasksJsonOf(
  db: Database,
  cache: BoardTasksCache,
  board: BoardRow,
): Promise<string> {
  const cached = cache.get(board.id, board.tasksVersion);
  if (cached !== undefined) return cached;
  const fresh = await boardTasksJson(db, board.id);
  cache.set(board.id, fresh.version, fresh.json);
  return fresh.json;
}
