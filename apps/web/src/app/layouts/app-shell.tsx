import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router';
import { CommandPalette } from '../../features/command-palette/components/command-palette';
import { cn } from '../../lib/class-names';
import { AppHeader } from './app-header';

/** Whether the matched route asked for the whole window width (route `handle: {fullWidth}`). */
function useFullWidth(): boolean {
  return useMatches().some((match) => {
    const handle = match.handle as { fullWidth?: boolean } | undefined;
    return handle?.fullWidth === true;
  });
}

/**
 * The signed-in frame: the app header (and an optional bar under it) over the route, and the
 * command palette (Ctrl+K).
 */
export function AppShell({ subheader }: { subheader?: ReactNode }) {
  const fullWidth = useFullWidth();
  return (
    <div className="min-h-screen">
      <AppHeader />
      {subheader}
      <main className={cn('mx-auto px-4 py-8 sm:px-6', fullWidth ? 'max-w-none' : 'max-w-6xl')}>
        <Outlet />
      </main>
      <CommandPalette />
    </div>
  );
}
