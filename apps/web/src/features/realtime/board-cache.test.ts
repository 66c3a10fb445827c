import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildBoard } from '../../test/board-fixtures';
import { createQueryClient } from '../../lib/query-client';
import { boardQueryKey } from '../boards/api/get-board';
import { boardsQueryKey } from '../boards/api/get-boards';
import { columnsQueryKey } from '../columns/api/get-columns';
import { tasksQueryKey } from '../tasks/api/get-tasks';
import { BOARD_CACHE_LIMIT, boardIdOfQuery, SyncedBoards, watchBoardCache } from './board-cache';

/** What opening a board fetches: the board, its columns and its tasks. */
async function openBoard(queryClient: QueryClient, boardId: string): Promise<void> {
  await Promise.all([
    queryClient.query({
      queryKey: boardQueryKey(boardId),
      queryFn: () => ({ board: buildBoard({ _id: boardId }) }),
    }),
    queryClient.query({
      queryKey: columnsQueryKey(boardId),
      queryFn: () => ({ columns: [] }),
    }),
    queryClient.query({ queryKey: tasksQueryKey(boardId), queryFn: () => ({ tasks: [] }) }),
  ]);
}

/** The boards that still have anything in the cache. */
function cachedBoards(queryClient: QueryClient): string[] {
  const ids = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => boardIdOfQuery(query.queryKey))
    .filter((id) => id !== null);
  return [...new Set(ids)].sort();
}

const ids = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => `b${from + index}`);

describe('SyncedBoards', () => {
  it('orders boards by their last sync and names those past the limit, oldest first', () => {
    const boards = new SyncedBoards(3);
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5']) boards.touch(id);
    boards.touch('b1');

    expect(boards.list()).toEqual(['b2', 'b3', 'b4', 'b5', 'b1']);
    expect(boards.overflow()).toEqual(['b2', 'b3']);
    expect(boards.overflow((id) => id === 'b2')).toEqual(['b3', 'b4']);
  });

  it('names none while within the limit, and forgets a board on request', () => {
    const boards = new SyncedBoards(2);
    boards.touch('b1');
    boards.touch('b2');
    boards.forget('b1');

    expect(boards.overflow()).toEqual([]);
    expect(boards.list()).toEqual(['b2']);
  });
});

describe('watchBoardCache', () => {
  it('keeps 8 boards: a 9th board synced removes every query of the least recently synced', async () => {
    const queryClient = createQueryClient();
    watchBoardCache(queryClient);
    for (const id of ids(BOARD_CACHE_LIMIT)) await openBoard(queryClient, id);
    expect(cachedBoards(queryClient)).toEqual(ids(8).sort());

    await openBoard(queryClient, 'b9');

    expect(BOARD_CACHE_LIMIT).toBe(8);
    expect(cachedBoards(queryClient)).toEqual(ids(8, 2).sort());
    expect(queryClient.getQueryData(tasksQueryKey('b1'))).toBeUndefined();
    expect(queryClient.getQueryData(columnsQueryKey('b1'))).toBeUndefined();
    expect(queryClient.getQueryData(boardQueryKey('b1'))).toBeUndefined();
  });

  it('counts a change written to the cache (a live event) as a sync', async () => {
    const queryClient = createQueryClient();
    watchBoardCache(queryClient);
    for (const id of ids(8)) await openBoard(queryClient, id);

    queryClient.setQueryData(tasksQueryKey('b1'), { version: 1, tasks: [] });
    await openBoard(queryClient, 'b9');

    expect(cachedBoards(queryClient)).not.toContain('b2');
    expect(cachedBoards(queryClient)).toContain('b1');
  });

  it('leaves other queries alone, board lists included', async () => {
    const queryClient = createQueryClient();
    watchBoardCache(queryClient);
    queryClient.setQueryData(boardsQueryKey('ws-1', 'active'), { boards: [] });
    queryClient.setQueryData(['workspaces'], { myWorkspaces: [], guestWorkspaces: [] });

    for (const id of ids(12)) await openBoard(queryClient, id);

    expect(cachedBoards(queryClient)).toEqual(ids(8, 5).sort());
    expect(queryClient.getQueryData(boardsQueryKey('ws-1', 'active'))).toEqual({ boards: [] });
    expect(queryClient.getQueryData(['workspaces'])).toBeDefined();
  });

  it('never removes the board on screen; the next oldest goes instead', async () => {
    const queryClient = createQueryClient();
    watchBoardCache(queryClient);
    await openBoard(queryClient, 'b1');
    const onScreen = new QueryObserver(queryClient, {
      queryKey: tasksQueryKey('b1'),
      queryFn: () => ({ tasks: [] }),
      staleTime: Infinity,
    });
    const unsubscribe = onScreen.subscribe(() => undefined);
    for (const id of ids(8, 2)) await openBoard(queryClient, id);

    expect(cachedBoards(queryClient)).toContain('b1');
    expect(cachedBoards(queryClient)).not.toContain('b2');
    unsubscribe();
  });

  it('forgets a board whose queries are gone (garbage-collected, or a logout)', async () => {
    const queryClient = createQueryClient();
    const boards = watchBoardCache(queryClient);
    await openBoard(queryClient, 'b1');
    await openBoard(queryClient, 'b2');

    queryClient.removeQueries({ queryKey: tasksQueryKey('b1') });
    expect(boards.list()).toEqual(['b1', 'b2']);
    queryClient.removeQueries({ queryKey: boardQueryKey('b1') });
    expect(boards.list()).toEqual(['b2']);
    queryClient.clear();
    expect(boards.list()).toEqual([]);
  });

  it('watches a client once however often it is asked', async () => {
    const queryClient = createQueryClient();
    const first = watchBoardCache(queryClient);

    expect(watchBoardCache(queryClient)).toBe(first);
    await openBoard(queryClient, 'b1');
    expect(first.list()).toEqual(['b1']);
  });

  it('reads the board id of board queries only', () => {
    expect(boardIdOfQuery(tasksQueryKey('b1'))).toBe('b1');
    expect(boardIdOfQuery(boardQueryKey('b2'))).toBe('b2');
    expect(boardIdOfQuery(boardsQueryKey('ws-1', 'active'))).toBeNull();
    expect(boardIdOfQuery(['tasks', 'detail', 't1'])).toBeNull();
  });
});
