import { useCurrentBoard } from '../features/boards/current-board';
import { useOptionalCurrentWorkspace } from '../features/workspaces/current-workspace';
import { usePageTitle } from '../lib/use-page-title';

type TitlePart = string | null | undefined;

/** A workspace page's title: "<parts> · <workspace> — Teamboard". */
export function useWorkspacePageTitle(...parts: TitlePart[]): void {
  usePageTitle(...parts, useOptionalCurrentWorkspace()?.workspace.name);
}

/** A page of the open board: "<parts> · <board> · <workspace> — Teamboard". */
export function useBoardPageTitle(...parts: TitlePart[]): void {
  useWorkspacePageTitle(...parts, useCurrentBoard().board.title);
}
