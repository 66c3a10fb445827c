import { useEffect, useId } from 'react';

export const APP_NAME = 'Teamboard';

/**
 * The titles asked for by the mounted pages, oldest first: the newest names the document, so a
 * panel opened over a page names it while open and the page's own title comes back when it closes.
 */
const titles: { owner: string; title: string }[] = [];

function showNewest(): void {
  document.title = titles.at(-1)?.title ?? APP_NAME;
}

/** "Website redesign · Acme — Teamboard": the parts, most specific first, missing ones left out. */
export function pageTitle(parts: readonly (string | null | undefined)[]): string {
  const named = parts.filter((part): part is string => Boolean(part));
  return named.length === 0 ? APP_NAME : `${named.join(' · ')} — ${APP_NAME}`;
}

/** Names the document after the page while it is mounted (WCAG 2.4.2). */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const owner = useId();
  const title = pageTitle(parts);
  // Mounting takes a place in the order; a changed title keeps that place.
  useEffect(() => {
    titles.push({ owner, title: APP_NAME });
    return () => {
      const index = titles.findIndex((entry) => entry.owner === owner);
      if (index >= 0) titles.splice(index, 1);
      showNewest();
    };
  }, [owner]);
  useEffect(() => {
    const entry = titles.find((each) => each.owner === owner);
    if (entry) entry.title = title;
    showNewest();
  }, [owner, title]);
}
