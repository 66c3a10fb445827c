import type { ReactNode } from 'react';

interface ViewHeadingProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/**
 * The title row of one view under a page's own heading (a board's reports or forms under the
 * board's header), with optional actions on the right.
 */
export function ViewHeading({ title, description, actions }: ViewHeadingProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {description && (
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
        )}
      </div>
      {actions}
    </div>
  );
}
