import { Link } from 'react-router';
import { cn } from '../../../lib/class-names';

export interface CountRow {
  key: string;
  name: string;
  /** A word after the name, e.g. "done" for a done column. */
  note?: string;
  count: number;
  /** The filtered board showing these tasks. */
  to: string;
}

/**
 * Named counts, each a link to the board filtered to its tasks, with a bar for its share of the
 * largest; a zero is plain text (its link would show tasks the page's own filters hid).
 */
export function CountList({ label, rows }: { label: string; rows: CountRow[] }) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul aria-label={label} className="space-y-1">
      {rows.map((row) => {
        const content = (
          <>
            <span className="min-w-0 flex-1 truncate">
              {row.name}
              {row.note && <span className="ml-2 text-xs text-neutral-500">{row.note}</span>}
            </span>
            <span
              aria-hidden
              className="h-1.5 w-24 overflow-hidden rounded-full bg-neutral-100 dark:bg-neutral-800"
            >
              <span
                className="block h-full rounded-full bg-indigo-500"
                style={{ width: `${(row.count / largest) * 100}%` }}
              />
            </span>
            <span className="w-8 text-right font-medium tabular-nums">{row.count}</span>
          </>
        );
        const className = 'flex items-center gap-3 rounded-md px-2 py-1 text-sm';
        return (
          <li key={row.key}>
            {row.count > 0 ? (
              <Link
                to={row.to}
                className={cn(className, 'hover:bg-neutral-100 dark:hover:bg-neutral-800')}
              >
                {content}
              </Link>
            ) : (
              <span className={cn(className, 'text-neutral-500')}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
