import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** The signed-in frame: the app header over one wide content column holding the route. */
export function AppShell() {
  return (
    <div className="min-h-screen">
      <AppHeader />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
