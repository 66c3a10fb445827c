import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** 2 for one view under a page's own heading (a board's reports under the board's header). */
  level?: 1 | 2;
}

/** The title row of a workspace-area page, with optional actions on the right. */
export function PageHeading({ title, description, actions, level = 1 }: PageHeadingProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        {level === 1 ? (
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        ) : (
          <h2 className="text-lg font-semibold">{title}</h2>
        )}
        {description && (
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
        )}
      </div>
      {actions}
    </div>
  );
}
