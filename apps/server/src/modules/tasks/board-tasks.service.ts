import type { Database } from '../../db/client';
import type { BoardRow } from '../../db/schema/index';
import { boardTasksJson, CachedBoardList, type BoardTasksCache } from './board-tasks-cache';
import { boardCardChanges, boardCards, stampBoardList, type StampedList } from './task.json.repo';
import { taskIdsWithDescriptionContaining } from './task-search.repo';

/** A board's task list as read now: its JSON, and its ETag while nothing is left pending. */
export interface BoardListRead {
  /** Undefined when the caller's copy (its ETag) is current. */
  json: string | undefined;
  /** Unset while a change is still pending: the same version may then come with more. */
  etag: string | undefined;
}

function etagOf(board: BoardRow, stamped: StampedList): string | undefined {
  return stamped.pending ? undefined : `"${board.id}.${String(stamped.version)}"`;
}

/**
 * A board's whole task list: its pending changes stamped first (once), then nothing when the
 * caller's copy is that version (`heldEtag`), else the cached copy brought up to it by applying
 * what changed since, or built once when the board has no copy yet.
 */
export async function readBoardList(
  db: Database,
  cache: BoardTasksCache,
  board: BoardRow,
  heldEtag: string | undefined,
): Promise<BoardListRead> {
  const stamped = await stampBoardList(db, board.id);
  const etag = etagOf(board, stamped);
  if (etag !== undefined && etag === heldEtag) return { json: undefined, etag };
  return { json: await listJsonAt(db, cache, board.id, stamped), etag };
}

async function listJsonAt(
  db: Database,
  cache: BoardTasksCache,
  boardId: string,
  stamped: StampedList,
): Promise<string> {
  const held = cache.get(boardId);
  if (!held) return (await buildList(db, cache, boardId)).json();
  if (held.version >= stamped.version && !stamped.pending) return held.json();
  const changes = await boardCardChanges(db, boardId, held.version);
  if (changes.reset) return (await buildList(db, cache, boardId)).json();
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
  const stamped = await stampBoardList(db, board.id);
  if (since > stamped.version) return listJsonAt(db, cache, board.id, stamped);
  if (since === stamped.version && !stamped.pending) return boardTasksJson(since, false, [], []);
  const changes = await boardCardChanges(db, board.id, since);
  if (changes.reset) return listJsonAt(db, cache, board.id, stamped);
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
