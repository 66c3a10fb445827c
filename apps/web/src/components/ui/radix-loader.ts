import { useSyncExternalStore } from 'react';

type RadixParts = typeof import('./radix-parts');

let parts: RadixParts | undefined;
let loading: Promise<RadixParts> | undefined;
const listeners = new Set<() => void>();

/**
 * Starts loading the kit's Radix parts (once; a failed load is retried on the next call). A
 * trigger calls it as the pointer comes near or focus arrives, so the parts are usually there
 * by the time it is pressed.
 */
export function loadRadixParts(): Promise<RadixParts> {
  loading ??= import('./radix-parts').then(
    (loaded) => {
      parts = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The loaded parts, or undefined until they are: the component shows its light stand-in. */
export function useRadixParts(): RadixParts | undefined {
  return useSyncExternalStore(subscribe, () => parts);
}

/** For what only renders inside an open menu, which exists only once the parts are loaded. */
export function loadedRadixParts(): RadixParts {
  if (!parts) throw new Error('a menu item rendered outside an open menu');
  return parts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
