import type { ReactNode } from 'react';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="space-y-4 text-sm leading-6 text-neutral-700 dark:text-neutral-300">
      <h1 className="text-2xl font-semibold tracking-tight text-neutral-900 dark:text-white">
        {title}
      </h1>
      {children}
    </article>
  );
}
