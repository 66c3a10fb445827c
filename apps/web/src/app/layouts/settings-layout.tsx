import { NavLink, Outlet } from 'react-router';
import { cn } from '../../lib/class-names';
import { AppHeader } from './app-header';

const ACCOUNT_SECTIONS = [
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/security', label: 'Security' },
] as const;

function sectionClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'block rounded-md px-3 py-2 text-sm font-medium',
    isActive
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950/50 dark:text-indigo-300'
      : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800',
  );
}

/** /account/*: a side nav of account sections beside the section's page. */
export function SettingsLayout() {
  return (
    <div className="min-h-screen">
      <AppHeader />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-[200px_1fr]">
        <nav aria-label="Account settings">
          <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-neutral-500 uppercase">
            Account
          </p>
          <ul className="space-y-1">
            {ACCOUNT_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={sectionClasses}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
