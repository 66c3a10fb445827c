import { AppShell } from './app-shell';

/** The workspace list (and, later, the workspace area with its own navigation). */
export function WorkspaceLayout() {
  return <AppShell />;
}
