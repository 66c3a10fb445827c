import {
  BOARD_EVENT_TYPES,
  type BoardEventPayload,
  type BoardEventType,
  type BoardUpdate,
  type BoardUpdateOf,
} from '@teamboard/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BoardUpdateHandlers } from './board-updates';

type ListChange<Row, Type extends BoardEventType> = (
  rows: Row[],
  payload: BoardEventPayload<Type>,
) => Row[];

/**
 * How board events change one of a board's cached lists (pure). A list an event does not touch
 * keeps its identity, so only what changed is written back.
 */
export type ListChanges<Row> = { [Type in BoardEventType]?: ListChange<Row, Type> };

/** A board's list in the query cache (its tasks, its columns). */
export interface CachedList<Row> {
  queryKey(boardId: string): QueryKey;
  read(queryClient: QueryClient, boardId: string): Row[];
  write(queryClient: QueryClient, boardId: string, rows: Row[]): void;
}

/**
 * Tasks and columns carry an updatedAt the server writes after taking the row's lock, so for
 * one row it grows in commit order: an event older than the cached copy arrived late, and the
 * cached copy already holds its change and more.
 */
function isStale(cached: { updatedAt: string }, incoming: { updatedAt: string }): boolean {
  return Date.parse(cached.updatedAt) > Date.parse(incoming.updatedAt);
}

/** The row as the server sent it, in place of the cached one (or added), unless it is stale. */
export function putNewest<Row extends { _id: string; updatedAt: string }>(
  rows: Row[],
  row: Row,
): Row[] {
  const cached = rows.find((each) => each._id === row._id);
  if (!cached) return [...rows, row];
  if (isStale(cached, row)) return rows;
  return rows.map((each) => (each._id === row._id ? row : each));
}

function applyOf<Row, Type extends BoardEventType>(
  changes: ListChanges<Row>,
  rows: Row[],
  update: BoardUpdateOf<Type>,
): Row[] {
  const change: ListChange<Row, Type> | undefined = changes[update.type];
  return change ? change(rows, update.payload) : rows;
}

/** `rows` after `update` (the same list for an event `changes` does not handle). */
export function applyListChange<Row>(
  changes: ListChanges<Row>,
  rows: Row[],
  update: BoardUpdate,
): Row[] {
  return applyOf(changes, rows, update);
}

/**
 * Writes a changed list, unless it is being fetched: that fetch may answer with the list as it
 * was before this change and overwrite it, so it is fetched again instead (the new answer
 * includes the change). A list that is not loaded stays so: an event never makes up a partial
 * list (the fetch brings the whole one).
 */
function changeCachedList<Row>(
  queryClient: QueryClient,
  list: CachedList<Row>,
  boardId: string,
  change: (rows: Row[]) => Row[],
): void {
  const queryKey = list.queryKey(boardId);
  if (queryClient.getQueryData(queryKey) === undefined) return;
  const before = list.read(queryClient, boardId);
  const after = change(before);
  if (after === before) return;
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') {
    void queryClient.invalidateQueries({ queryKey, exact: true });
  } else {
    list.write(queryClient, boardId, after);
  }
}

/** The handler table that applies `changes` to a board's cached `list`. */
export function cachedListUpdates<Row>(
  queryClient: QueryClient,
  list: CachedList<Row>,
  changes: ListChanges<Row>,
): BoardUpdateHandlers {
  const apply = (update: BoardUpdate) =>
    changeCachedList(queryClient, list, update.boardId, (rows) =>
      applyListChange(changes, rows, update),
    );
  const handlers: BoardUpdateHandlers = {};
  for (const type of BOARD_EVENT_TYPES) if (changes[type]) handlers[type] = apply;
  return handlers;
}
