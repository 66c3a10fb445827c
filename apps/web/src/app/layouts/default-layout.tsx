import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** Signed-in pages outside a workspace: the dashboard. */
export function DefaultLayout() {
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
