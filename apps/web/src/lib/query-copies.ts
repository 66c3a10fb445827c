import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { clear, createStore, delMany, getMany, set, update, type UseStore } from 'idb-keyval';

/**
 * This browser's copies of chosen queries' data (a board, its columns and tasks…), in IndexedDB,
 * so a returning visit shows them before the network answers; they are then fetched as usual
 * and the answers replace them. Copies are kept per user, at most MAX_COPIES of them (the least
 * recently saved go first), and all deleted when the user signs out.
 */

/** About eight boards with their columns and tasks, and the workspaces they are in. */
export const MAX_COPIES = 32;
const INDEX = 'index';

interface Copy {
  data: unknown;
  savedAt: number;
}

let openedStore: UseStore | undefined;
function store(): UseStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  openedStore ??= createStore('teamboard-copies', 'queries');
  return openedStore;
}

const copyKey = (ownerId: string, queryKey: QueryKey) => `${ownerId}|${hashKey(queryKey)}`;

/**
 * Data objects equal to the copy stored of them (restored from it, or saved): a fetch that
 * changed nothing keeps the same object (the query cache shares what is equal), and writing it
 * again would cost a structured clone of a whole board for nothing.
 */
let matchingCopies = new WeakSet<object>();
function rememberCopied(data: unknown): void {
  if (typeof data === 'object' && data !== null) matchingCopies.add(data);
}
function isCopied(data: unknown): boolean {
  return typeof data === 'object' && data !== null && matchingCopies.has(data);
}

/** Runs `work` once the page is idle (within two seconds), after what the user waits for. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
}

/**
 * Puts the copies of `queryKeys` the user has into the query cache, for queries that have no
 * data yet, as data of long ago: stale whatever their age, so they are fetched again at once.
 */
export async function restoreCopies(
  queryClient: QueryClient,
  ownerId: string,
  queryKeys: QueryKey[],
): Promise<void> {
  const copies = store();
  if (!copies) return;
  const found = await getMany<Copy | undefined>(
    queryKeys.map((queryKey) => copyKey(ownerId, queryKey)),
    copies,
  ).catch(() => []);
  queryKeys.forEach((queryKey, index) => {
    const copy = found[index];
    if (!copy || queryClient.getQueryData(queryKey) !== undefined) return;
    queryClient.setQueryData(queryKey, copy.data, { updatedAt: 0 });
    rememberCopied(copy.data);
  });
}

/** Saves a query's data as the user's copy, dropping the oldest copies past MAX_COPIES. */
export async function saveCopy(ownerId: string, queryKey: QueryKey, data: unknown): Promise<void> {
  const copies = store();
  if (!copies) return;
  const key = copyKey(ownerId, queryKey);
  const copy: Copy = { data, savedAt: Date.now() };
  await set(key, copy, copies);
  rememberCopied(data);
  // The index of keys, oldest first, changes in one transaction (saves may overlap).
  let dropped: string[] = [];
  await update<string[]>(
    INDEX,
    (held = []) => {
      const index = [...held.filter((each) => each !== key), key];
      dropped = index.splice(0, Math.max(0, index.length - MAX_COPIES));
      return index;
    },
    copies,
  );
  if (dropped.length > 0) await delMany(dropped, copies);
}

/** Deletes every copy (signing out). */
export async function clearCopies(): Promise<void> {
  matchingCopies = new WeakSet();
  const copies = store();
  if (copies) await clear(copies);
}

/**
 * Keeps copies of the queries `shouldKeep` picks, each time the server answers one with
 * something new, once the page is idle. Not while a change is being sent: the cache then shows
 * it before the server has taken it, and a copy must hold only what the server said. Returns the
 * unsubscriber.
 */
export function keepCopies(
  queryClient: QueryClient,
  ownerId: () => string | undefined,
  shouldKeep: (queryKey: QueryKey) => boolean,
): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    const owner = ownerId();
    const query = queryClient.getQueryCache().get(event.query.queryHash);
    if (!owner || !query || !shouldKeep(query.queryKey) || queryClient.isMutating() > 0) return;
    const { queryKey, state } = query;
    if (isCopied(state.data)) return;
    whenIdle(() => void saveCopy(owner, queryKey, state.data).catch(() => undefined));
  });
}
