import { WorkspaceBar } from '../../features/workspaces/components/workspace-bar';
import { useOptionalCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { AppShell } from './app-shell';

/** The workspace list, and inside a workspace the same frame with the workspace bar. */
export function WorkspaceLayout() {
  const current = useOptionalCurrentWorkspace();
  return <AppShell subheader={current && <WorkspaceBar current={current} />} />;
}
