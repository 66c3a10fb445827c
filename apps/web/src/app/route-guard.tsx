import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { useSessionStore } from '../lib/session-store';
import { useNotificationsRealtime } from '../features/notifications/use-notifications-realtime';
import { decideAccess, notificationToastsSuppressed, routeAccess } from './route-access';

function GuardRedirect({ to, rememberPath }: { to: string; rememberPath: string | undefined }) {
  const navigate = useNavigate();
  const rememberIntendedRoute = useSessionStore((state) => state.rememberIntendedRoute);
  useEffect(() => {
    if (rememberPath) rememberIntendedRoute(rememberPath);
    void navigate(to, { replace: true });
  }, [to, rememberPath, navigate, rememberIntendedRoute]);
  return null;
}

/** Applies the route access rules to every route below it (see route-access.ts). */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const endReason = useSessionStore((state) => state.endReason);
  // Live notifications on every route; no toasts on signup success and email verification.
  useNotificationsRealtime(notificationToastsSuppressed(matches));

  const decision = decideAccess({
    access: routeAccess(matches),
    status,
    user,
    endReason,
    path: `${location.pathname}${location.search}`,
  });

  switch (decision.kind) {
    case 'render':
      return <Outlet />;
    case 'wait':
      return <FullPageSpinner />;
    case 'redirect':
      return <GuardRedirect to={decision.to} rememberPath={decision.rememberPath} />;
  }
}
