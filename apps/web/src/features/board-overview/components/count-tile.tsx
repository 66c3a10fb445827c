import { Link } from 'react-router';
import { cn } from '../../../lib/class-names';

interface CountTileProps {
  label: string;
  count: number;
  to: string;
  /** Red while above zero (overdue). */
  alert?: boolean;
}

/** One headline figure (overdue, due this week), a link to the board filtered to its tasks. */
export function CountTile({ label, count, to, alert = false }: CountTileProps) {
  return (
    <Link
      to={to}
      className="block rounded-xl border border-neutral-200 bg-white p-4 shadow-sm hover:border-indigo-400 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <span className="block text-sm text-neutral-600 dark:text-neutral-400">{label}</span>
      <span
        className={cn(
          'mt-1 block text-3xl font-semibold tabular-nums',
          alert && count > 0 && 'text-red-600 dark:text-red-400',
        )}
      >
        {count}
      </span>
    </Link>
  );
}
