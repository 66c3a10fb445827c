import { cn } from '../../lib/class-names';

/** A NavLink in a horizontal bar (the header, the workspace bar). */
export function barLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-1.5 text-sm font-medium',
    isActive
      ? 'bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-white'
      : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
  );
}

/** A NavLink in a settings side nav. */
export function sideLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'block rounded-md px-3 py-2 text-sm font-medium',
    isActive
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950/50 dark:text-indigo-300'
      : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800',
  );
}
