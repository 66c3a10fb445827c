import { Outlet } from 'react-router';
import { ThemeToggle } from '../../features/theme/theme-toggle';
import { Brand } from './brand';

/** Plain pages anyone may read: terms, privacy, public forms. */
export function PublicLayout() {
  return (
    <div className="min-h-screen">
      <header className="border-b border-neutral-200 dark:border-neutral-800">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-6 py-4">
          <Brand />
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-6 py-10">
        <Outlet />
      </main>
    </div>
  );
}
