import type { ComponentProps } from 'react';

/** One option of a choice: its radio or checkbox and its label beside it. */
export function OptionRow({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
      <input className="size-4 accent-indigo-600" {...input} />
      {label}
    </label>
  );
}
