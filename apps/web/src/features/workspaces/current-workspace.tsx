import {
  canInWorkspace,
  isWorkspaceAdmin,
  isWorkspaceManager,
  type ColumnType,
  type Label,
  type Workspace,
  type WorkspaceAction,
  type WorkspaceMembers,
  type WorkspaceRole,
} from '@teamboard/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What the spec's workspace store exposes for the workspace the user is in. */
export interface CurrentWorkspace {
  workspace: Workspace;
  currentWorkspaceMembers: WorkspaceMembers;
  /** Sorted by name. */
  labels: Label[];
  /** Sorted by position. */
  columnTypes: ColumnType[];
  defaultColumnTypes: ColumnType[];
  currentUserRole: WorkspaceRole;
  isWorkspaceAdmin: boolean;
  isWorkspaceManager: boolean;
  memberCount: number;
  can: (action: WorkspaceAction) => boolean;
}

function byPosition(a: ColumnType, b: ColumnType): number {
  return a.position - b.position;
}

export function deriveCurrentWorkspace(workspace: Workspace): CurrentWorkspace {
  const role = workspace.currentUserRole;
  const members = workspace.members;
  return {
    workspace,
    currentWorkspaceMembers: members,
    labels: [...workspace.labels].sort((a, b) => a.name.localeCompare(b.name)),
    columnTypes: [...workspace.columnTypes].sort(byPosition),
    defaultColumnTypes: [...workspace.defaultColumns].sort(byPosition),
    currentUserRole: role,
    isWorkspaceAdmin: isWorkspaceAdmin(role),
    isWorkspaceManager: isWorkspaceManager(role),
    memberCount: Object.values(members).reduce((sum, group) => sum + group.length, 0),
    can: (action) => canInWorkspace(role, action, workspace),
  };
}

const CurrentWorkspaceContext = createContext<CurrentWorkspace | null>(null);

/** Set by the workspace guard once the user may enter and the workspace is loaded. */
export function CurrentWorkspaceProvider({
  workspace,
  children,
}: {
  workspace: Workspace;
  children: ReactNode;
}) {
  const value = useMemo(() => deriveCurrentWorkspace(workspace), [workspace]);
  return <CurrentWorkspaceContext value={value}>{children}</CurrentWorkspaceContext>;
}

/** The workspace of the /{workspace}/* route being shown, or null outside one. */
export function useOptionalCurrentWorkspace(): CurrentWorkspace | null {
  return useContext(CurrentWorkspaceContext);
}

/** The workspace of the /{workspace}/* route being shown; only below the workspace guard. */
export function useCurrentWorkspace(): CurrentWorkspace {
  const current = useContext(CurrentWorkspaceContext);
  if (!current) throw new Error('useCurrentWorkspace is used outside the workspace guard');
  return current;
}
