import { useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `sm` breakpoint: a phone held upright. */
export const PHONE_QUERY = '(max-width: 639px)';

/** Whether the media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
