import type { PaletteItem } from './palette-item';

/** The palette remembers this many chosen results per user, newest first. */
const RECENT_LIMIT = 8;

/** What is kept of a chosen result: enough to show it and, for a page, to go there again. */
export type RecentEntry = Pick<PaletteItem, 'id' | 'kind' | 'label' | 'detail' | 'href'>;

const storageKey = (userId: string) => `palette.recent.${userId}`;

function isEntry(value: unknown): value is RecentEntry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'id') === 'string' &&
    typeof Reflect.get(value, 'label') === 'string'
  );
}

/** The user's recently chosen results, newest first (none when storage is unreadable). */
export function readRecent(userId: string): RecentEntry[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Puts a chosen result first among the user's recent ones; answers the new list. */
export function rememberRecent(userId: string, item: PaletteItem): RecentEntry[] {
  const { id, kind, label, detail, href } = item;
  const entries = [
    { id, kind, label, detail, href },
    ...readRecent(userId).filter((entry) => entry.id !== id),
  ].slice(0, RECENT_LIMIT);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(entries));
  } catch {
    // Storage full or refused: the list lasts for this page only.
  }
  return entries;
}
