/**
 * Every keyboard shortcut of the app, in one list: the handlers bind them by id (useShortcut),
 * the `?` overlay shows them grouped, and docs/shortcuts.md is checked against it. A new
 * shortcut is added here first.
 *
 * Keys are written as react-hotkeys-hook reads them: "mod" is Ctrl (⌘ on a Mac), a "," separates
 * alternatives. `inFields` shortcuts also work while typing in a field; all others never do.
 */
export const SHORTCUT_GROUPS = ['Anywhere', 'Board', 'Task panel', 'Chat'] as const;
export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number];

export interface Shortcut {
  group: ShortcutGroup;
  keys: string;
  label: string;
  inFields?: boolean;
}

export const SHORTCUTS = {
  palette: { group: 'Anywhere', keys: 'mod+k', label: 'Open the command palette', inFields: true },
  help: { group: 'Anywhere', keys: 'shift+slash', label: 'Show keyboard shortcuts' },

  nextCard: { group: 'Board', keys: 'j, down', label: 'Focus the next card' },
  previousCard: { group: 'Board', keys: 'k, up', label: 'Focus the previous card' },
  nextColumn: { group: 'Board', keys: 'l, right', label: 'Focus the next column' },
  previousColumn: { group: 'Board', keys: 'h, left', label: 'Focus the previous column' },
  openCard: { group: 'Board', keys: 'enter, o', label: 'Open the focused task' },
  createTask: { group: 'Board', keys: 'c', label: 'Create a task in the focused column' },
  editTitle: { group: 'Board', keys: 'e', label: "Edit the focused task's title" },
  assignToMe: { group: 'Board', keys: 'a', label: 'Assign the focused task to me' },
  labels: { group: 'Board', keys: 'shift+l', label: 'Labels of the focused task' },
  priority: { group: 'Board', keys: 'p', label: 'Priority of the focused task' },
  dueDate: { group: 'Board', keys: 'd', label: 'Due date of the focused task' },
  moveCard: {
    group: 'Board',
    keys: 'space',
    label: 'Pick up the focused card; arrows move it, Space drops it, Esc cancels',
  },
  search: { group: 'Board', keys: 'slash', label: 'Search the board' },
  filters: { group: 'Board', keys: 'f', label: 'Open the filters' },

  panelAssignToMe: { group: 'Task panel', keys: 'a', label: 'Assign to me' },
  panelLabels: { group: 'Task panel', keys: 'shift+l', label: 'Labels' },
  panelPriority: { group: 'Task panel', keys: 'p', label: 'Priority' },
  panelDueDate: { group: 'Task panel', keys: 'd', label: 'Due date' },
  postComment: {
    group: 'Task panel',
    keys: 'mod+enter',
    label: 'Post the comment',
    inFields: true,
  },
  closePanel: { group: 'Task panel', keys: 'escape', label: 'Close the panel' },

  sendMessage: {
    group: 'Chat',
    keys: 'enter',
    label: 'Send the message, or save the one being edited',
    inFields: true,
  },
  newLine: { group: 'Chat', keys: 'shift+enter', label: 'New line', inFields: true },
  editLastMessage: {
    group: 'Chat',
    keys: 'up',
    label: 'Edit my last message, from the empty message field',
    inFields: true,
  },
  cancelEdit: { group: 'Chat', keys: 'escape', label: 'Stop editing a message', inFields: true },
} as const satisfies Record<string, Shortcut>;

export type ShortcutId = keyof typeof SHORTCUTS;

/** The shortcuts of each group, in the list's order: what the `?` overlay and the docs show. */
export function shortcutsByGroup(): {
  group: ShortcutGroup;
  shortcuts: (Shortcut & { id: ShortcutId })[];
}[] {
  const entries = Object.entries(SHORTCUTS) as [ShortcutId, Shortcut][];
  return SHORTCUT_GROUPS.map((group) => ({
    group,
    shortcuts: entries
      .filter(([, shortcut]) => shortcut.group === group)
      .map(([id, shortcut]) => ({ id, ...shortcut })),
  }));
}
