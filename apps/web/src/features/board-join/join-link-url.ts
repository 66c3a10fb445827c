import { boardPath } from '../boards/board-labels';

/** The address a join link is shared as: `<origin>/<workspace>/projects/<boardId>/join/<token>`. */
export function joinLinkUrl(
  origin: string,
  workspaceUrl: string,
  boardId: string,
  token: string,
): string {
  return `${origin}${boardPath(workspaceUrl, boardId, 'join', encodeURIComponent(token))}`;
}
