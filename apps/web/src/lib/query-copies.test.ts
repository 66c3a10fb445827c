import 'fake-indexeddb/auto';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCopies, keepCopies, MAX_COPIES, restoreCopies, saveCopy } from './query-copies';

const BOARD: QueryKey = ['boards', 'detail', 'b1'];
const OTHER: QueryKey = ['notifications'];

afterEach(async () => {
  await clearCopies();
});

/** Lets the copies' IndexedDB writes, started without being awaited, finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function restored(ownerId: string, queryKey: QueryKey) {
  const fresh = new QueryClient();
  await restoreCopies(fresh, ownerId, [queryKey]);
  const query = fresh.getQueryCache().find({ queryKey });
  return { data: fresh.getQueryData(queryKey), stale: query?.isStaleByTime(30_000) };
}

describe("this browser's copies of queries", () => {
  it('keeps what the server answered and gives it back, to fetch again, to the same user only', async () => {
    const queryClient = new QueryClient();
    keepCopies(
      queryClient,
      () => 'ada',
      (queryKey) => queryKey[0] === 'boards',
    );
    await queryClient.query({ queryKey: BOARD, queryFn: () => ({ title: 'Roadmap' }) });
    await queryClient.query({ queryKey: OTHER, queryFn: () => ({ unread: 3 }) });
    await settle();

    const copy = await restored('ada', BOARD);
    expect(copy.data).toEqual({ title: 'Roadmap' });
    expect(copy.stale).toBe(true);
    expect((await restored('grace', BOARD)).data).toBeUndefined();
    expect((await restored('ada', OTHER)).data).toBeUndefined();
  });

  it('keeps nothing written by the app itself or while a change is being sent', async () => {
    const queryClient = new QueryClient();
    keepCopies(
      queryClient,
      () => 'ada',
      () => true,
    );
    queryClient.setQueryData(BOARD, { title: 'Shown before the server took it' });
    let finish: (value: unknown) => void = () => undefined;
    const sending = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise((resolve) => (finish = resolve)) })
      .execute(undefined);
    await queryClient.query({ queryKey: OTHER, queryFn: () => ({ unread: 1 }) });
    await settle();
    finish(null);
    await sending;

    expect((await restored('ada', BOARD)).data).toBeUndefined();
    expect((await restored('ada', OTHER)).data).toBeUndefined();
  });

  it('writes a copy again only when a fetch brought something new', async () => {
    await saveCopy('ada', BOARD, { title: 'Roadmap', cards: [{ _id: 't-1' }] });
    const queryClient = new QueryClient();
    keepCopies(
      queryClient,
      () => 'ada',
      () => true,
    );
    await restoreCopies(queryClient, 'ada', [BOARD]);
    const writes = vi.spyOn(IDBObjectStore.prototype, 'put');
    const fetched = (data: unknown) =>
      queryClient.query({ queryKey: BOARD, queryFn: () => data, staleTime: 0 });

    await fetched({ title: 'Roadmap', cards: [{ _id: 't-1' }] });
    await settle();
    expect(writes).not.toHaveBeenCalled();

    await fetched({ title: 'Roadmap', cards: [{ _id: 't-1' }, { _id: 't-2' }] });
    await settle();
    expect(writes).toHaveBeenCalled();
    expect((await restored('ada', BOARD)).data).toEqual({
      title: 'Roadmap',
      cards: [{ _id: 't-1' }, { _id: 't-2' }],
    });
    writes.mockRestore();
  });

  it('does not replace data a query already has', async () => {
    await saveCopy('ada', BOARD, { title: 'Old copy' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(BOARD, { title: 'Already fetched' });
    await restoreCopies(queryClient, 'ada', [BOARD]);
    expect(queryClient.getQueryData(BOARD)).toEqual({ title: 'Already fetched' });
  });

  it(`holds at most ${MAX_COPIES} copies, dropping the least recently saved`, async () => {
    const keyOf = (index: number): QueryKey => ['boards', 'detail', `b${index}`];
    for (let index = 0; index <= MAX_COPIES; index += 1) {
      await saveCopy('ada', keyOf(index), { index });
    }
    expect((await restored('ada', keyOf(0))).data).toBeUndefined();
    expect((await restored('ada', keyOf(1))).data).toEqual({ index: 1 });
    expect((await restored('ada', keyOf(MAX_COPIES))).data).toEqual({ index: MAX_COPIES });
  });

  it('forgets every copy when cleared (signing out)', async () => {
    await saveCopy('ada', BOARD, { title: 'Roadmap' });
    await clearCopies();
    expect((await restored('ada', BOARD)).data).toBeUndefined();
  });
});
