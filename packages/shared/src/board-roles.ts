import { isExternalRole, isWorkspaceAdmin, type WorkspaceRole } from './workspace-roles';

/**
 * Board access on top of the workspace role. Internal members (owner, admin, manager, member)
 * see every board of their workspace; guests and clients see only boards they were added to.
 * Board admins (and workspace admins) manage the board; collaborators work on its tasks.
 */
export const BOARD_ROLES = ['admin', 'collaborator'] as const;
export type BoardRole = (typeof BOARD_ROLES)[number];
export const DEFAULT_BOARD_ROLE: BoardRole = 'collaborator';

export type BoardAction = 'board.view' | 'board.work' | 'board.manage' | 'board.join';

/** `boardRole` is null when the user is not a member of the board. */
export function canOnBoard(
  workspaceRole: WorkspaceRole,
  boardRole: BoardRole | null,
  action: BoardAction,
): boolean {
  const internal = !isExternalRole(workspaceRole);
  const manager = isWorkspaceAdmin(workspaceRole) || boardRole === 'admin';
  switch (action) {
    case 'board.view':
      return internal || boardRole !== null;
    case 'board.work':
      return manager || boardRole !== null || internal;
    case 'board.manage':
      return manager;
    case 'board.join':
      return internal && boardRole === null;
  }
}

/** Creating boards and folders: everyone but guests and clients. */
export function canCreateBoards(workspaceRole: WorkspaceRole): boolean {
  return !isExternalRole(workspaceRole);
}
