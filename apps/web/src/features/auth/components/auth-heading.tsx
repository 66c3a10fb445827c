import type { ReactNode } from 'react';

interface AuthHeadingProps {
  title: string;
  children?: ReactNode;
}

/** The title and lead text at the top of an auth card. */
export function AuthHeading({ title, children }: AuthHeadingProps) {
  return (
    <div className="mb-6 space-y-1.5">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children && <p className="text-sm text-neutral-600 dark:text-neutral-400">{children}</p>}
    </div>
  );
}
