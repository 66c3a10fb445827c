import { NavLink } from 'react-router';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { cn } from '../../lib/class-names';
import { Brand } from './brand';
import { UserMenu } from './user-menu';

function navClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-1.5 text-sm font-medium',
    isActive
      ? 'bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-white'
      : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
  );
}

export function AppHeader() {
  return (
    <header className="sticky top-0 z-10 border-b border-neutral-200 bg-white/80 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/80">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Brand to="/dashboard" />
          <nav aria-label="Main" className="hidden items-center gap-1 sm:flex">
            <NavLink to="/dashboard" className={navClasses}>
              Dashboard
            </NavLink>
            <NavLink to="/workspaces" className={navClasses}>
              Workspaces
            </NavLink>
          </nav>
        </div>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
