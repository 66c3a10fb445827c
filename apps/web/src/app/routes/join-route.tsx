import { ButtonLink } from '../../components/ui/button-link';

/**
 * /join/:token. This server has no invitations yet, so no token can be accepted; the page says
 * so instead of pretending.
 */
export function JoinRoute() {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold tracking-tight">Invitation not found</h1>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        This invitation link cannot be accepted. It may be wrong, or invitations may not be enabled
        on this server. Ask the person who invited you for a new link.
      </p>
      <ButtonLink to="/" variant="secondary">
        Go to Teamboard
      </ButtonLink>
    </div>
  );
}
