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

/** A button opening a filter's choices: tinted while the filter narrows something. */
export function filterTriggerClasses(active: boolean, className?: string): string {
  return cn(
    'rounded-md ring-1 ring-inset',
    active
      ? 'bg-indigo-50 text-indigo-800 ring-indigo-300 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-800'
      : 'text-neutral-700 ring-neutral-300 hover:bg-neutral-50 dark:text-neutral-300 dark:ring-neutral-700 dark:hover:bg-neutral-800',
    className,
  );
}
