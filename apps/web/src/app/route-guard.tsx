import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { useSessionStore } from '../lib/session-store';
import {
  decideAccess,
  notificationToastsSuppressed,
  routeAccess,
  routeGuestLink,
  type GuardDecision,
} from './route-access';

// Its chunk holds the socket client, which a visitor without a session never downloads.
const LiveNotifications = lazy(async () => ({
  default: (await import('./live-notifications')).LiveNotifications,
}));

function GuardRedirect({ to, rememberPath }: { to: string; rememberPath: string | undefined }) {
  const navigate = useNavigate();
  const rememberIntendedRoute = useSessionStore((state) => state.rememberIntendedRoute);
  useEffect(() => {
    if (rememberPath) rememberIntendedRoute(rememberPath);
    void navigate(to, { replace: true });
  }, [to, rememberPath, navigate, rememberIntendedRoute]);
  return null;
}

function FollowDecision({ decision }: { decision: GuardDecision }) {
  // A navigation still loading its lazy routes is shown once they are in, in a transition that
  // may land after a session change: the redirect is decided again at the location it reaches
  // (signing in moves to the intended page, which the sign-in page's own rule must not preempt).
  const navigating = useNavigation().state !== 'idle';
  switch (decision.kind) {
    case 'render':
      return <Outlet />;
    case 'wait':
      return <FullPageSpinner />;
    case 'redirect':
      if (navigating) return null;
      return <GuardRedirect to={decision.to} rememberPath={decision.rememberPath} />;
  }
}

/** Applies the route access rules to every route below it (see route-access.ts). */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const endReason = useSessionStore((state) => state.endReason);

  const decision = decideAccess({
    access: routeAccess(matches),
    status,
    user,
    endReason,
    path: `${location.pathname}${location.search}`,
    guestLink: routeGuestLink(matches),
  });

  return (
    <>
      {status !== 'unauthenticated' && (
        // Live notifications on every route; no toasts on signup success and email verification.
        <Suspense>
          <LiveNotifications suppressToasts={notificationToastsSuppressed(matches)} />
        </Suspense>
      )}
      <FollowDecision decision={decision} />
    </>
  );
}
