import type { PaletteItem, PaletteKind } from './palette-item';
import type { RecentEntry } from './recent-items';

/** The palette's groups below the recent results, in order, with their headings. */
const GROUPS: { kind: PaletteKind; heading: string }[] = [
  { kind: 'Task', heading: 'Tasks' },
  { kind: 'Action', heading: 'Actions' },
  { kind: 'Board', heading: 'Boards' },
  { kind: 'Person', heading: 'People' },
  { kind: 'Chat', heading: 'Chats' },
  { kind: 'Settings', heading: 'Settings' },
  { kind: 'Workspace', heading: 'Workspaces' },
];

export interface PaletteGroup {
  heading: string;
  items: PaletteItem[];
}

/**
 * The recent results first (each as the current list has it, or as remembered when it is a page
 * the lists do not hold now, such as a task found earlier), then every other result by kind.
 * A result shows once.
 */
export function paletteGroups(
  items: PaletteItem[],
  recent: RecentEntry[],
  go: (href: string) => void,
): PaletteGroup[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const recentItems = recent.flatMap((entry): PaletteItem[] => {
    const item = byId.get(entry.id);
    if (item) return [item];
    const { href } = entry;
    return href ? [{ ...entry, href, run: () => go(href) }] : [];
  });
  const shown = new Set(recentItems.map((item) => item.id));
  const rest = items.filter((item) => !shown.has(item.id));
  return [
    { heading: 'Recent', items: recentItems },
    ...GROUPS.map(({ kind, heading }) => ({
      heading,
      items: rest.filter((item) => item.kind === kind),
    })),
  ].filter((group) => group.items.length > 0);
}
