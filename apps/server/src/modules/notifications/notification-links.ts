/** The app paths notifications lead to (the web's routes). */

const segment = encodeURIComponent;

export function boardLink(workspaceUrl: string, boardId: string): string {
  return `/${segment(workspaceUrl)}/projects/${segment(boardId)}`;
}

/** The board with the task's panel open (`?task=` takes the task's key, e.g. ACME-12). */
export function taskLink(workspaceUrl: string, boardId: string, taskKey: string): string {
  return `${boardLink(workspaceUrl, boardId)}?task=${segment(taskKey)}`;
}

/** A workspace member's profile. */
export function memberLink(workspaceUrl: string, username: string): string {
  return `/${segment(workspaceUrl)}/u/${segment(username)}`;
}

/** Where a signed-in user answers the invitations waiting for them. */
export const PENDING_INVITATIONS_LINK = '/account/workspace-invites';
