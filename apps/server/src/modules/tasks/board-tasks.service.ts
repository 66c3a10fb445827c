import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import { boardTasksJson, CachedBoardList, type BoardTasksCache } from './board-tasks-cache';
import { boardCardChanges, boardCards } from './task-json.repo';
import { taskIdsWithDescriptionContaining } from './task-search.repo';

/**
 * The ETag of a board's task list: the list is unchanged while the board's tasks version is, so
 * a browser may keep its copy.
 */
export function boardTasksEtag(board: BoardRow): string {
  return `"${board.id}.${String(board.tasksVersion)}"`;
}

/**
 * A board's whole task list JSON: the cached copy, brought up to the version the caller saw by
 * applying what changed since, or built once when the board has no copy yet.
 */
export async function boardTasksJsonOf(
  db: Database,
  cache: BoardTasksCache,
  board: BoardRow,
): Promise<string> {
  const held = cache.get(board.id);
  if (!held) return (await buildList(db, cache, board.id)).json();
  if (held.version >= board.tasksVersion) return held.json();
  const changes = await boardCardChanges(db, board.id, held.version);
  if (changes.reset) return (await buildList(db, cache, board.id)).json();
  held.apply(changes);
  // The changed list has grown or shrunk: the lists together may no longer fit.
  const json = held.json();
  cache.trim();
  return json;
}

async function buildList(
  db: Database,
  cache: BoardTasksCache,
  boardId: string,
): Promise<CachedBoardList> {
  const list = new CachedBoardList(await boardCards(db, boardId));
  cache.set(boardId, list);
  return list;
}

/**
 * What changed on a board after version `since`, for a caller holding the list at that version.
 * A version the board never had (a copy from a restored or other database) gets the whole list.
 */
export async function boardTaskChangesJson(
  db: Database,
  cache: BoardTasksCache,
  board: BoardRow,
  since: number,
): Promise<string> {
  if (since > board.tasksVersion) return boardTasksJsonOf(db, cache, board);
  if (since === board.tasksVersion) return boardTasksJson(since, false, [], []);
  const changes = await boardCardChanges(db, board.id, since);
  if (changes.reset) return boardTasksJsonOf(db, cache, board);
  const cards = changes.cards.map(([, json]) => json);
  return boardTasksJson(changes.version, false, cards, changes.removed);
}

/**
 * The board's tasks whose description contains the text: the board's search matches titles and
 * keys in the browser, and descriptions, which the list leaves out, here.
 */
export async function searchBoardDescriptions(
  db: Database,
  board: BoardRow,
  text: string,
): Promise<{ taskIds: string[] }> {
  return { taskIds: await taskIdsWithDescriptionContaining(db, board.id, text) };
}
