import { Link } from 'react-router';

/** The app's name and mark, linking home. */
export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 text-base font-semibold tracking-tight">
      <span
        aria-hidden="true"
        className="inline-flex size-7 items-center justify-center rounded-md bg-indigo-600 text-sm font-bold text-white"
      >
        T
      </span>
      Teamboard
    </Link>
  );
}
