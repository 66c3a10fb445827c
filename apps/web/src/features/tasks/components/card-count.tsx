import type { ReactNode } from 'react';

interface CardCountProps {
  icon: ReactNode;
  count: number;
  /** What one and several are called, for screen readers: ['comment', 'comments']. */
  names: [one: string, many: string];
}

/** A count on a card (comments, files) beside its icon; nothing when there are none. */
export function CardCount({ icon, count, names }: CardCountProps) {
  if (count === 0) return null;
  return (
    <span className="inline-flex items-center gap-0.5 text-xs text-neutral-600 dark:text-neutral-400">
      {icon}
      {count}
      <span className="sr-only"> {count === 1 ? names[0] : names[1]}</span>
    </span>
  );
}
