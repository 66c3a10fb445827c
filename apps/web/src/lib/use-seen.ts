import { useCallback, useEffect, useState } from 'react';

/** How near the viewport counts as seen: what a quick scroll brings in is already on its way. */
const NEAR = '300px';

/**
 * Whether the element (given to the returned ref) has come into or near the viewport yet; it
 * stays true after. For work a hidden element need not do yet, such as fetching a card's image.
 * Without IntersectionObserver everything counts as seen.
 */
export function useSeen(): [(node: Element | null) => void, boolean] {
  const [node, setNode] = useState<Element | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!node || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, seen]);
  const ref = useCallback((element: Element | null) => setNode(element), []);
  return [ref, seen];
}
