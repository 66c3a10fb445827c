import type { Session, User } from '@teamboard/shared';
import { create } from 'zustand';
import {
  clearIntendedRoute,
  clearStoredSession,
  readIntendedRoute,
  readStoredSession,
  writeIntendedRoute,
  writeStoredSession,
  writeStoredUser,
} from './session-storage';

/**
 * - pending: a stored session is being checked at startup, or a sign-in is handing over to the
 *   landing route; route guards wait.
 * - authenticated / unauthenticated: settled.
 */
export type SessionStatus = 'pending' | 'authenticated' | 'unauthenticated';

/** Why the last session ended; after a logout or an expiry no intended route is remembered. */
export type SessionEndReason = 'logout' | 'expired';

interface SessionData {
  status: SessionStatus;
  user: User | null;
  accessToken: string | null;
  refreshToken: string | null;
  intendedRoute: string | null;
  endReason: SessionEndReason | null;
}

interface SessionActions {
  /** Stores a fresh session (login, verification, refresh, password change) and marks it live. */
  setSession: (session: Session) => void;
  /** Replaces the signed-in user (profile and onboarding updates). */
  setUser: (user: User) => void;
  /** Confirms the stored session with the user the server just returned. */
  confirmSession: (user: User) => void;
  /** Holds route guards while a sign-in navigates to its landing route. */
  beginHandover: () => void;
  /** Forgets tokens and user; `reason` null means the session simply did not survive startup. */
  clearSession: (reason: SessionEndReason | null) => void;
  rememberIntendedRoute: (path: string) => void;
  /** Returns the remembered route and forgets it. */
  takeIntendedRoute: () => string | null;
}

export type SessionState = SessionData & SessionActions;

/** The state a fresh page load starts from: whatever local storage holds. */
export function initialSessionData(): SessionData {
  const stored = readStoredSession();
  return {
    status: stored.accessToken ? 'pending' : 'unauthenticated',
    user: stored.user,
    accessToken: stored.accessToken,
    refreshToken: stored.refreshToken,
    intendedRoute: readIntendedRoute(),
    endReason: null,
  };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialSessionData(),

  setSession: (session) => {
    writeStoredSession(session);
    set({
      status: 'authenticated',
      user: session.user,
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
      endReason: null,
    });
  },

  setUser: (user) => {
    writeStoredUser(user);
    set({ user });
  },

  confirmSession: (user) => {
    writeStoredUser(user);
    set({ user, status: 'authenticated', endReason: null });
  },

  beginHandover: () => set({ status: 'pending' }),

  clearSession: (reason) => {
    clearStoredSession();
    if (reason) clearIntendedRoute();
    set({
      status: 'unauthenticated',
      user: null,
      accessToken: null,
      refreshToken: null,
      endReason: reason,
      intendedRoute: reason ? null : get().intendedRoute,
    });
  },

  rememberIntendedRoute: (path) => {
    writeIntendedRoute(path);
    set({ intendedRoute: path });
  },

  takeIntendedRoute: () => {
    const route = get().intendedRoute;
    clearIntendedRoute();
    set({ intendedRoute: null });
    return route;
  },
}));

/** Re-reads local storage; tests use it after seeding storage. */
export function resetSessionStore(): void {
  useSessionStore.setState(initialSessionData());
}
