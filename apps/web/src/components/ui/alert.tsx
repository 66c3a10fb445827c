import type { ReactNode } from 'react';
import { cn } from '../../lib/class-names';

type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, string> = {
  error:
    'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/50 dark:text-red-200 dark:ring-red-900',
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-900',
  info: 'bg-indigo-50 text-indigo-800 ring-indigo-200 dark:bg-indigo-950/50 dark:text-indigo-200 dark:ring-indigo-900',
};

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
}

/** An inline message; errors are announced (role=alert), others politely (role=status). */
export function Alert({ tone = 'info', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md px-3 py-2.5 text-sm ring-1 ring-inset', TONES[tone], className)}
    >
      {children}
    </div>
  );
}
