import { MIN_POSITION_GAP, POSITION_STEP, type Board } from '@teamboard/shared';

/** A board's new place: the folder it is filed in and its position in the workspace's order. */
export interface BoardPlacement {
  boardId: string;
  folderId: string | null;
  position: number;
}

const byPosition = (a: Board, b: Board) => a.position - b.position;

/**
 * The project list's order: the user's favourites first, then the workspace's manual order
 * (position). Equal positions keep the order they came in (the server's: latest update first).
 */
export function sortBoards(boards: readonly Board[]): Board[] {
  return [...boards].sort(
    (a, b) => Number(b.isFavorite) - Number(a.isFavorite) || byPosition(a, b),
  );
}

/** Every board renumbered 1024, 2048, … in `order`; only the boards whose position changes. */
function renumber(order: readonly Board[]): BoardPlacement[] {
  return order.flatMap((board, index) => {
    const position = (index + 1) * POSITION_STEP;
    return board.position === position
      ? []
      : [{ boardId: board._id, folderId: board.folderId, position }];
  });
}

/**
 * Where the dragged board goes when dropped on `overId` in the list shown (`shownIds`, in order):
 * it takes that board's place among the boards of its own kind (favourites or the rest; it never
 * crosses over). Its position is the midpoint of its new neighbours; at the top or bottom of its
 * kind, the midpoint with the next board in the workspace's order (`all`, every board of the
 * list), so the other lists (another folder, someone else's favourites) move as little as
 * possible. When no room is left between the two, every board of `all` is renumbered.
 * Null when nothing moves.
 */
export function planBoardReorder(
  all: readonly Board[],
  shownIds: readonly string[],
  activeId: string,
  overId: string,
): BoardPlacement[] | null {
  const byId = new Map(all.map((board) => [board._id, board]));
  const active = byId.get(activeId);
  const over = byId.get(overId);
  if (!active || !over || activeId === overId || active.isFavorite !== over.isFavorite) return null;
  const kind = shownIds.flatMap((id) => {
    const board = byId.get(id);
    return board && board.isFavorite === active.isFavorite ? [board] : [];
  });
  const from = kind.indexOf(active);
  const to = kind.indexOf(over);
  if (from === -1 || to === -1) return null;
  const moved = kind.filter((board) => board !== active);
  moved.splice(to, 0, active);
  const before = moved[to - 1];
  const after = moved[to + 1];

  // The workspace's order without the dragged board; it goes right after `before` (else right
  // before `after`), between two positions.
  const others = all.filter((board) => board !== active).sort(byPosition);
  const at = before ? others.indexOf(before) + 1 : after ? others.indexOf(after) : -1;
  if (at === -1) return null;
  const low = others[at - 1]?.position ?? 0;
  const high = others[at]?.position ?? low + 2 * POSITION_STEP;
  const position = (low + high) / 2;
  if (position - low >= MIN_POSITION_GAP && high - position >= MIN_POSITION_GAP) {
    return [{ boardId: active._id, folderId: active.folderId, position }];
  }
  return renumber(others.toSpliced(at, 0, active));
}

/**
 * Where a board moved to another folder goes: after every board of the list, so it ends up
 * last in its new folder (where a project created there would go too). Null when it is already
 * in that folder.
 */
export function planBoardMove(
  all: readonly Board[],
  board: Pick<Board, '_id' | 'folderId' | 'position'>,
  folderId: string | null,
): BoardPlacement | null {
  if (board.folderId === folderId) return null;
  const last = Math.max(board.position, ...all.map((candidate) => candidate.position));
  return { boardId: board._id, folderId, position: last + POSITION_STEP };
}

/** `boards` with these placements applied. */
export function placeBoards(boards: readonly Board[], placements: readonly BoardPlacement[]) {
  const placed = new Map(placements.map((placement) => [placement.boardId, placement]));
  return boards.map((board) => {
    const placement = placed.get(board._id);
    return placement
      ? { ...board, folderId: placement.folderId, position: placement.position }
      : board;
  });
}
