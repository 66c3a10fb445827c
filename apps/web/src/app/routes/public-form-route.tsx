import { ButtonLink } from '../../components/ui/button-link';

/** /form/:formSlug. No project form exists on this server yet, so none can be shown. */
export function PublicFormRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Form not found</h1>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        This form does not exist or is no longer accepting answers.
      </p>
      <ButtonLink to="/" variant="secondary">
        Go to Teamboard
      </ButtonLink>
    </div>
  );
}
