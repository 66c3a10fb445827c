/**
 * Which list the palette shows: every result, the boards to create a task in, or the title of
 * a new task on a board.
 */
export type PalettePage =
  { kind: 'root' } | { kind: 'pick-board' } | { kind: 'new-task'; boardId: string };
