import { create } from 'zustand';

/**
 * The client-side workspace state, kept thin: the server data (lists, the
 * current workspace, its members, labels and column types) lives in TanStack Query and is
 * derived in `current-workspace.tsx`. This store only knows which workspace the user is in.
 */
interface WorkspaceStoreState {
  /** The workspace the user last entered through the workspace guard. */
  currentWorkspaceUrl: string | null;
  /** Marks `url` as entered; false when it already was the current one. */
  enterWorkspace: (url: string) => boolean;
  /** Forgets `url` if it is the current one (after leaving or deleting it). */
  leaveWorkspace: (url: string) => void;
}

export const useWorkspaceStore = create<WorkspaceStoreState>()((set, get) => ({
  currentWorkspaceUrl: null,

  enterWorkspace: (url) => {
    if (get().currentWorkspaceUrl === url) return false;
    set({ currentWorkspaceUrl: url });
    return true;
  },

  leaveWorkspace: (url) => {
    if (get().currentWorkspaceUrl === url) set({ currentWorkspaceUrl: null });
  },
}));

/** On logout and session expiry. */
export function resetWorkspaceStore(): void {
  useWorkspaceStore.setState({ currentWorkspaceUrl: null });
}
