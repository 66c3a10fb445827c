import { ButtonLink } from '../../components/ui/button-link';
import { usePageTitle } from '../../lib/use-page-title';

/** `/` for guests: what Teamboard is, and the ways in. */
export function LandingRoute() {
  usePageTitle();
  return (
    <div className="space-y-6 text-center">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Plan, track and ship together</h1>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Teamboard keeps your team&apos;s projects, boards and tasks in one shared workspace.
        </p>
      </div>
      <div className="grid gap-3">
        <ButtonLink to="/signup" fullWidth>
          Create an account
        </ButtonLink>
        <ButtonLink to="/login" variant="secondary" fullWidth>
          Log in
        </ButtonLink>
      </div>
    </div>
  );
}
