import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/button-link';

interface StatusPageProps {
  status?: number;
  title: string;
  description: ReactNode;
  /** Replaces the "Back to Teamboard" button. */
  action?: ReactNode;
}

/** The body of the 404 and 500 pages and of the workspace error pages. */
export function StatusPage({ status, title, description, action }: StatusPageProps) {
  return (
    <div className="max-w-md space-y-4 text-center">
      {status !== undefined && (
        <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">{status}</p>
      )}
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
      {action ?? <ButtonLink to="/">Back to Teamboard</ButtonLink>}
    </div>
  );
}
