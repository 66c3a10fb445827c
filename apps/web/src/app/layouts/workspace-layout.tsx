import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** The workspace list (and, later, the workspace area). */
export function WorkspaceLayout() {
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
