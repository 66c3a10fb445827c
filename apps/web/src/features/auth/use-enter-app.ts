import type { Session } from '@teamboard/shared';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../lib/session-store';
import { landingPath } from './landing';

/**
 * Stores a new session and goes to the landing route. The route guards are held (status
 * pending) until the navigation has landed, so the sign-in page is not bounced to /workspaces
 * by the "signed-in user on a public page" rule in between. The intended route is used up when
 * it is where the user lands, and kept for after onboarding otherwise. A session already in
 * place is not entered again: a sign-in link's page stays mounted while the next page's code
 * loads, and may hand the same session over twice, which would land the second time without the
 * intended route.
 */
export function useEnterApp(): (session: Session) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (session: Session) => {
      const store = useSessionStore.getState();
      if (store.accessToken === session.access_token) return;
      const target = landingPath(session.user, store.intendedRoute);
      if (target === store.intendedRoute) store.takeIntendedRoute();
      store.beginHandover();
      try {
        // flushSync: the new location is rendered before the session flips to authenticated.
        await navigate(target, { replace: true, flushSync: true });
      } finally {
        useSessionStore.getState().setSession(session);
      }
    },
    [navigate],
  );
}
