import { canOnBoard, type Board, type BoardAction } from '@teamboard/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useCurrentWorkspace } from '../workspaces/current-workspace';

export interface CurrentBoard {
  board: Board;
  /** What the user may do on it, from their workspace and board roles. */
  can: (action: BoardAction) => boolean;
}

const CurrentBoardContext = createContext<CurrentBoard | null>(null);

/** Set by the board guard once the board is loaded. */
export function CurrentBoardProvider({ board, children }: { board: Board; children: ReactNode }) {
  const { currentUserRole } = useCurrentWorkspace();
  const value = useMemo<CurrentBoard>(
    () => ({
      board,
      can: (action) => canOnBoard(currentUserRole, board.currentUserRole, action),
    }),
    [board, currentUserRole],
  );
  return <CurrentBoardContext value={value}>{children}</CurrentBoardContext>;
}

/** The board of the /{workspace}/projects/{boardId}/* route; only below the board guard. */
export function useCurrentBoard(): CurrentBoard {
  const current = useContext(CurrentBoardContext);
  if (!current) throw new Error('useCurrentBoard is used outside the board guard');
  return current;
}
