import { SESSION_EXPIRED_MESSAGE, TOAST_DURATION_MS } from '@teamboard/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { refetchBoardsWhenArchived } from '../features/boards/archived-board-refusal';
import { ShortcutsHelp } from '../features/shortcuts/components/shortcuts-help';
import { useThemeSync } from '../features/theme/use-theme-sync';
import { useThemeStore } from '../features/theme/theme-store';
import { resetWorkspaceStore } from '../features/workspaces/workspace-store';
import { onSessionExpired } from '../lib/api-client';
import { offerUpgradeOnPlanLimit } from '../lib/plan-limit-error';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
}

/** What react-router/dom's RouterProvider passes; lets `navigate(…, { flushSync: true })` work. */
function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

/**
 * Providers around the router; a failed token refresh toasts and goes to /login; a change
 * refused by the plan's limit toasts with a way to upgrade; one refused because its board was
 * archived meanwhile shows the board read-only.
 */
export function App({ router, queryClient }: AppProps) {
  useThemeSync();
  const theme = useThemeStore((state) => state.theme);

  useEffect(
    () =>
      onSessionExpired(() => {
        queryClient.clear();
        resetWorkspaceStore();
        toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
        void router.navigate('/login', { replace: true });
      }),
    [router, queryClient],
  );
  useEffect(
    () => offerUpgradeOnPlanLimit(queryClient, (path) => void router.navigate(path)),
    [router, queryClient],
  );
  useEffect(() => refetchBoardsWhenArchived(queryClient), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
      <ShortcutsHelp />
      <Toaster
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        theme={theme}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
