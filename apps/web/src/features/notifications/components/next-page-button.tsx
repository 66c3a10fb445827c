import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/class-names';

interface NextPageButtonProps {
  loading: boolean;
  /** How many pages are loaded: a new page means the button is looked at afresh. */
  loadedPages: number;
  onLoad: () => void;
}

/**
 * "Load more" at the end of a list, which also loads by itself when it scrolls into view
 * (infinite scroll). The button stays for the keyboard, for a failed load (not retried on its
 * own) and for browsers without IntersectionObserver.
 */
export function NextPageButton({ loading, loadedPages, onLoad }: NextPageButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const latest = useRef({ loading, onLoad });
  useEffect(() => {
    latest.current = { loading, onLoad };
  });

  // Observed again after each page: one that leaves the button in view asks for the next at once.
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !latest.current.loading)
        latest.current.onLoad();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [loadedPages]);

  return (
    <button
      ref={ref}
      type="button"
      disabled={loading}
      onClick={onLoad}
      className={cn(
        'w-full border-t border-neutral-200 px-4 py-2 text-sm font-medium text-indigo-600 hover:bg-neutral-50 dark:border-neutral-800 dark:text-indigo-400 dark:hover:bg-neutral-800',
        loading && 'opacity-60',
      )}
    >
      {loading ? 'Loading…' : 'Load more'}
    </button>
  );
}
