import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header';

/** The signed-in frame: the app header (and an optional bar under it) over the route. */
export function AppShell({ subheader }: { subheader?: ReactNode }) {
  return (
    <div className="min-h-screen">
      <AppHeader />
      {subheader}
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
