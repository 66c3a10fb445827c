import type { QueryCacheNotifyEvent, QueryClient, QueryKey } from '@tanstack/react-query';
import { boardQueryKey } from '../boards/api/get-board';

/** The cache keeps at most 8 boards, so memory stays bounded; the least recently synced one goes. */
export const BOARD_CACHE_LIMIT = 8;

/** Board ids by their last sync (a fetch, or a change written to the cache), oldest first. */
export class SyncedBoards {
  private readonly ids = new Set<string>();

  constructor(readonly limit: number = BOARD_CACHE_LIMIT) {}

  /** Marks the board synced now. */
  touch(boardId: string): void {
    this.ids.delete(boardId);
    this.ids.add(boardId);
  }

  forget(boardId: string): void {
    this.ids.delete(boardId);
  }

  /** Least recently synced first. */
  list(): string[] {
    return [...this.ids];
  }

  /**
   * The boards to evict to get back to the limit, least recently synced first; boards `keep`
   * holds on to (on screen) are passed over.
   */
  overflow(keep: (boardId: string) => boolean = () => false): string[] {
    let excess = this.ids.size - this.limit;
    const evicted: string[] = [];
    for (const boardId of this.ids) {
      if (excess <= 0) break;
      if (keep(boardId)) continue;
      evicted.push(boardId);
      excess -= 1;
    }
    return evicted;
  }
}

const DETAIL_PREFIX = boardQueryKey('').slice(0, -1);

/** The board a query belongs to: its key starts with the board's key (details, tasks, columns…). */
export function boardIdOfQuery(queryKey: QueryKey): string | null {
  const boardId = queryKey[DETAIL_PREFIX.length];
  const matches = DETAIL_PREFIX.every((part, index) => queryKey[index] === part);
  return matches && typeof boardId === 'string' ? boardId : null;
}

function isOnScreen(queryClient: QueryClient, boardId: string): boolean {
  return (
    queryClient.getQueryCache().findAll({ queryKey: boardQueryKey(boardId), type: 'active' })
      .length > 0
  );
}

const watched = new WeakMap<QueryClient, SyncedBoards>();

/**
 * Keeps the query cache to `limit` boards (idempotent per client): every successful fetch or
 * cache write of a board's query counts as a sync of that board; when one board too many was
 * synced, every query of the least recently synced board is removed.
 */
export function watchBoardCache(
  queryClient: QueryClient,
  limit: number = BOARD_CACHE_LIMIT,
): SyncedBoards {
  const existing = watched.get(queryClient);
  if (existing) return existing;
  const boards = new SyncedBoards(limit);
  watched.set(queryClient, boards);
  const cache = queryClient.getQueryCache();
  cache.subscribe((event: QueryCacheNotifyEvent) => {
    // The cache holds queries of every kind: their keys are typed `any` there.
    const boardId = boardIdOfQuery(event.query.queryKey as QueryKey);
    if (!boardId) return;
    if (event.type === 'updated' && event.action.type === 'success') {
      boards.touch(boardId);
      for (const evicted of boards.overflow((id) => isOnScreen(queryClient, id))) {
        boards.forget(evicted);
        queryClient.removeQueries({ queryKey: boardQueryKey(evicted) });
      }
    } else if (event.type === 'removed') {
      // Garbage-collected or cleared (logout): once nothing of the board is left, forget it.
      if (cache.findAll({ queryKey: boardQueryKey(boardId) }).length === 0) boards.forget(boardId);
    }
  });
  return boards;
}
