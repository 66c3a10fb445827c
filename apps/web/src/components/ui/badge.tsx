import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

/** A small pill label (a role, a status). */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300',
        className,
      )}
    >
      {children}
    </span>
  );
}
