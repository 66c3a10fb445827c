import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { barLinkClasses } from '../../components/ui/nav-styles';
import { ConnectionStatus } from '../../features/realtime/components/connection-status';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { ActiveTimerWidget } from '../../features/time-tracking/components/active-timer-widget';
import { useOptionalCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { Brand } from './brand';
import { PhoneNav } from './phone-nav';
import { UserMenu } from './user-menu';

// The chat link keeps the workspace's chats live and counts the unread: not before the page.
const ChatHeaderLink = lazy(async () => ({
  default: (await import('../../features/chat/components/chat-header-link')).ChatHeaderLink,
}));

// The bell and its panel (with the HTML sanitiser of the messages) do not hold the page back.
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/notifications/components/notification-bell'))
    .NotificationBell,
}));

export function AppHeader() {
  // "Workspaces" stays lit on the list, on /workspaces/create and anywhere inside a workspace.
  const current = useOptionalCurrentWorkspace();
  const inWorkspace = current !== null;
  const workspacesClasses = ({ isActive }: { isActive: boolean }) =>
    barLinkClasses({ isActive: isActive || inWorkspace });
  // Above the task panel (z-30), so the bell's and the user's menus open over an open task.
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/80 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-2 sm:px-6">
        <div className="flex items-center gap-2 sm:gap-6">
          <PhoneNav />
          <Brand to="/dashboard" />
          <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
            <NavLink to="/dashboard" className={barLinkClasses}>
              Dashboard
            </NavLink>
            <NavLink to="/workspaces" className={workspacesClasses}>
              Workspaces
            </NavLink>
          </nav>
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <ActiveTimerWidget />
          <ConnectionStatus />
          {current && (
            <Suspense fallback={<span className="size-9" />}>
              <ChatHeaderLink
                workspaceId={current.workspace._id}
                workspaceUrl={current.workspace.url}
              />
            </Suspense>
          )}
          <Suspense fallback={<span className="size-9" />}>
            <NotificationBell />
          </Suspense>
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
