import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBoardPreferences } from '../../../features/boards/api/get-board-preferences';
import { boardPath } from '../../../features/boards/board-labels';
import { useCurrentWorkspace } from '../../../features/workspaces/current-workspace';

/** Navigation state of a view the user picked in the switcher. */
export const CHOSEN_VIEW = { chosenView: true } as const;

function isChosen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'chosenView' in state;
}

/**
 * On arrival at the kanban (/projects/{boardId}) without a choice in the switcher, goes on to the
 * user's saved view if it is another one, filters kept. Decided once per arrival, as soon as the
 * preference is known: the switcher's Board link (a choice) stays on the kanban, and a saved view
 * that changes later (another tab) does not move the user away from the board they look at.
 */
export function useSavedViewRedirect(boardId: string): void {
  const location = useLocation();
  // Router state is whatever the navigation carried: checked, never trusted.
  const state: unknown = location.state;
  const { search } = location;
  const navigate = useNavigate();
  const { workspace } = useCurrentWorkspace();
  const view = useBoardPreferences(boardId).data?.preferences.view;
  const decided = useRef(isChosen(state));
  useEffect(() => {
    if (decided.current || view === undefined) return;
    decided.current = true;
    if (view === 'board') return;
    void navigate({ pathname: boardPath(workspace.url, boardId, view), search }, { replace: true });
  }, [view, navigate, search, workspace.url, boardId]);
}
