import { ButtonLink } from '../../components/ui/button-link';

interface StatusPageProps {
  status: number;
  title: string;
  description: string;
}

/** The body of the 404 and 500 pages. */
export function StatusPage({ status, title, description }: StatusPageProps) {
  return (
    <div className="max-w-md space-y-4 text-center">
      <p className="text-sm font-semibold text-indigo-600 dark:text-indigo-400">{status}</p>
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">{description}</p>
      <ButtonLink to="/">Back to Teamboard</ButtonLink>
    </div>
  );
}
