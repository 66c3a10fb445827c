import { canOnBoard, type Board, type BoardAction } from '@teamboard/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useCurrentWorkspace } from '../workspaces/current-workspace';

export interface CurrentBoard {
  board: Board;
  /**
   * What the user may do on it, from their workspace and board roles: only look while it is
   * archived (the server refuses every change to an archived board's content).
   */
  can: (action: BoardAction) => boolean;
  /** Whether the user manages it whatever its status: restoring or deleting it, its people. */
  manages: boolean;
}

/** The actions that change a board: none is open while it is archived. */
const CHANGES: ReadonlySet<BoardAction> = new Set(['board.work', 'board.manage']);

const CurrentBoardContext = createContext<CurrentBoard | null>(null);

/** Set by the board guard once the board is loaded. */
export function CurrentBoardProvider({ board, children }: { board: Board; children: ReactNode }) {
  const { currentUserRole } = useCurrentWorkspace();
  const value = useMemo<CurrentBoard>(() => {
    const roleCan = (action: BoardAction) =>
      canOnBoard(currentUserRole, board.currentUserRole, action);
    const archived = board.status === 'archived';
    return {
      board,
      can: (action) => roleCan(action) && !(archived && CHANGES.has(action)),
      manages: roleCan('board.manage'),
    };
  }, [board, currentUserRole]);
  return <CurrentBoardContext value={value}>{children}</CurrentBoardContext>;
}

/**
 * Below it, while `viewOnly`, the board can be looked at but not changed (a board page showing
 * the head of its list: a change made to part of a list would be lost when the whole arrives).
 * The same element either way, so switching keeps what is below mounted.
 */
export function BoardViewOnly({ viewOnly, children }: { viewOnly: boolean; children: ReactNode }) {
  const current = useCurrentBoard();
  const value = useMemo<CurrentBoard>(
    () =>
      viewOnly
        ? { ...current, can: (action) => action === 'board.view' && current.can(action) }
        : current,
    [current, viewOnly],
  );
  return <CurrentBoardContext value={value}>{children}</CurrentBoardContext>;
}

/** The board of the /{workspace}/projects/{boardId}/* route; only below the board guard. */
export function useCurrentBoard(): CurrentBoard {
  const current = useContext(CurrentBoardContext);
  if (!current) throw new Error('useCurrentBoard is used outside the board guard');
  return current;
}
