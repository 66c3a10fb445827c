import type { ReactNode } from 'react';

interface MappingSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One kind of mapping (statuses, priorities, people…): a titled list of rows. */
export function MappingSection({ title, description, children }: MappingSectionProps) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold">{title}</legend>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
      <ul className="space-y-2">{children}</ul>
    </fieldset>
  );
}

interface MappingRowProps {
  name: string;
  /** A second line under the name (an email). */
  detail?: string | null;
  count: number;
  children: ReactNode;
}

/** What was found in the file (with how many issues have it), and where it goes. */
export function MappingRow({ name, detail, count, children }: MappingRowProps) {
  return (
    <li className="grid items-center gap-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <div className="min-w-0 text-sm">
        <span className="font-medium">{name}</span>{' '}
        <span className="text-neutral-500">({count === 1 ? '1 issue' : `${count} issues`})</span>
        {detail && <span className="block truncate text-xs text-neutral-500">{detail}</span>}
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </li>
  );
}
