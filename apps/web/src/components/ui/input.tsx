import type { ComponentProps } from 'react';
import { cn } from '../../lib/class-names';

interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ invalid = false, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-neutral-900 shadow-sm ring-1 ring-inset',
        'placeholder:text-neutral-400 focus:ring-2 focus:ring-inset focus:outline-none',
        'dark:bg-neutral-900 dark:text-neutral-100',
        invalid
          ? 'ring-red-500 focus:ring-red-500'
          : 'ring-neutral-300 focus:ring-indigo-600 dark:ring-neutral-700 dark:focus:ring-indigo-400',
        className,
      )}
      {...props}
    />
  );
}
