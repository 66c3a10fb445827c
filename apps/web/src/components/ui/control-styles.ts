import { cn } from '../../lib/class-names';

/** The look shared by text inputs, textareas and selects: a ring that turns red when invalid. */
export function controlClasses(invalid: boolean, className?: string): string {
  return cn(
    'block rounded-md border-0 bg-white py-2 text-sm text-neutral-900 shadow-sm ring-1 ring-inset',
    'placeholder:text-neutral-400 focus:ring-2 focus:ring-inset focus:outline-none',
    'dark:bg-neutral-900 dark:text-neutral-100',
    invalid
      ? 'ring-red-500 focus:ring-red-500'
      : 'ring-neutral-300 focus:ring-indigo-600 dark:ring-neutral-700 dark:focus:ring-indigo-400',
    className,
  );
}
