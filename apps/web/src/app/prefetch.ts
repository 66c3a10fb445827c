/**
 * Loads a lazy chunk once the browser is idle, after the current page has shown, so that the
 * page or panel likely to be opened next does not wait for the network. Where the browser has no
 * idle callback nothing is prefetched: the chunk then loads when it is needed. Returns the
 * canceller, for an effect's cleanup.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  // A failed prefetch is not an error: the real import tries again when the chunk is needed.
  const handle = requestIdleCallback(() => void load().catch(() => undefined));
  return () => cancelIdleCallback(handle);
}
