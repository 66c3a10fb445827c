import { isOnboarded, type Session } from '@teamboard/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { landingPath } from './landing';

/**
 * Stores a new session and goes to the landing route. The route guards are held (status
 * pending) until the navigation has landed, so the sign-in page is not bounced to /workspaces
 * by the "signed-in user on a public page" rule in between. The intended route is kept for
 * after onboarding when the user is not onboarded yet.
 */
export function useEnterApp(): (session: Session) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (session: Session) => {
      const store = useSessionStore.getState();
      const intended = isOnboarded(session.user) ? store.takeIntendedRoute() : store.intendedRoute;
      store.beginHandover();
      try {
        // flushSync: the new location is rendered before the session flips to authenticated.
        await navigate(landingPath(session.user, intended), { replace: true, flushSync: true });
      } finally {
        useSessionStore.getState().setSession(session);
      }
    },
    [navigate],
  );
}
