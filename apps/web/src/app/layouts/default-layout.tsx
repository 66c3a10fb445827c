import { AppShell } from './app-shell';

/** Signed-in pages outside a workspace: the dashboard. */
export function DefaultLayout() {
  return <AppShell />;
}
