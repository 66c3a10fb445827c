import type { ShortcutId } from '../shortcuts/shortcut-list';

/** What a result is, shown beside it. */
export type PaletteKind =
  'Action' | 'Board' | 'Task' | 'Person' | 'Chat' | 'Settings' | 'Workspace';

/** One result of the command palette. */
export interface PaletteItem {
  /** Unique among all results, stable across openings: "board:<id>", "action:sign-out". */
  id: string;
  kind: PaletteKind;
  label: string;
  /** Shown dimmed after the label: a task's board and column, a person's username. */
  detail?: string;
  /** More words it is found by (a task's key, a person's username). */
  keywords?: string[];
  /** The shortcut doing the same, shown as keycaps. */
  shortcut?: ShortcutId;
  /** Where it leads, for a result that is a page (kept with the recent items). */
  href?: string;
  /** What choosing it does. */
  run: () => void;
  /** Choosing it opens another page of the palette rather than closing it. */
  keepsOpen?: boolean;
}

/** The words the palette's fuzzy filter reads: the label, the detail, the kind and keywords. */
export function searchWords(item: PaletteItem): string[] {
  return [item.label, item.detail ?? '', item.kind, ...(item.keywords ?? [])];
}
