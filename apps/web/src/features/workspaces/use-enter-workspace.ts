import { useEffect } from 'react';
import { useSessionStore } from '../../lib/session-store';
import { useSetLastActiveWorkspace } from './api/set-last-active-workspace';
import { useWorkspaceStore } from './workspace-store';

/**
 * On entering a workspace: it becomes the current one and, once per workspace, the user's last
 * active workspace on the server (skipped when it already is).
 */
export function useEnterWorkspace(url: string): void {
  const { mutate: setLastActive } = useSetLastActiveWorkspace();
  useEffect(() => {
    if (!useWorkspaceStore.getState().enterWorkspace(url)) return;
    if (useSessionStore.getState().user?.lastActiveWorkspaceURL === url) return;
    setLastActive(url);
  }, [url, setLastActive]);
}
