import { setImmediate } from 'node:timers/promises';

/** How long work whose size an upload decides runs before other requests get a turn. */
const SLICE_MS = 20;

/**
 * Long work cut into slices: the function returned, awaited between two steps of it, gives the
 * event loop a turn (other requests, timers, /health) once the slice has run for SLICE_MS, so
 * a large file never holds the process for longer than that at a time.
 */
export function eventLoopTurns(): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await setImmediate();
    sliceStart = performance.now();
  };
}
