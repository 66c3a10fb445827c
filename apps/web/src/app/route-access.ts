import { needsOnboarding, type User } from '@teamboard/shared';
import type { UIMatch } from 'react-router';
import type { SessionEndReason, SessionStatus } from '../lib/session-store';

/**
 * Who may open a route, declared in its `handle`:
 * - public: guests only (index, login, signup, …); a signed-in user goes to /workspaces.
 * - public-always: guests and signed-in users alike (email verification link, Google callback).
 * - unchecked: every check skipped (public form, invitation link).
 * - onboarding: signed-in users, onboarded or not.
 * - private (the default): signed-in, onboarded users.
 */
export type RouteAccess = 'public' | 'public-always' | 'unchecked' | 'onboarding' | 'private';

const ACCESS_LEVELS: readonly RouteAccess[] = [
  'public',
  'public-always',
  'unchecked',
  'onboarding',
  'private',
];

/**
 * A signed link into a private route that must also work without a session (an email's
 * unsubscribe link): a guest whose query has `param` goes to the public page `to`, query kept,
 * instead of the login page. Signed-in users stay on the private route.
 */
export interface GuestLink {
  param: string;
  to: string;
}

export interface RouteHandle {
  access?: RouteAccess;
  /** Notification toasts are not shown on this route (signup success, verification, Google). */
  suppressNotificationToasts?: boolean;
  guestLink?: GuestLink;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null;
}

/** The access of the deepest matched route that declares one; an unknown value is an error. */
export function routeAccess(matches: readonly UIMatch[]): RouteAccess {
  for (const match of [...matches].reverse()) {
    if (!isRouteHandle(match.handle) || match.handle.access === undefined) continue;
    const { access } = match.handle;
    if (!ACCESS_LEVELS.includes(access)) throw new Error(`Unknown route access "${access}"`);
    return access;
  }
  return 'private';
}

export function notificationToastsSuppressed(matches: readonly UIMatch[]): boolean {
  return matches.some(
    (match) => isRouteHandle(match.handle) && match.handle.suppressNotificationToasts,
  );
}

/** The guest link of the deepest matched route that declares one. */
export function routeGuestLink(matches: readonly UIMatch[]): GuestLink | undefined {
  for (const match of [...matches].reverse()) {
    if (isRouteHandle(match.handle) && match.handle.guestLink) return match.handle.guestLink;
  }
  return undefined;
}

export type GuardDecision =
  { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string; rememberPath?: string };

interface GuardInput {
  access: RouteAccess;
  status: SessionStatus;
  user: User | null;
  endReason: SessionEndReason | null;
  /** pathname + search of the requested location. */
  path: string;
  guestLink?: GuestLink | undefined;
}

export function decideAccess({
  access,
  status,
  user,
  endReason,
  path,
  guestLink,
}: GuardInput): GuardDecision {
  if (access === 'unchecked') return { kind: 'render' };
  if (status === 'pending') return { kind: 'wait' };

  if (status === 'unauthenticated' || !user) {
    if (access === 'public' || access === 'public-always') return { kind: 'render' };
    const search = new URL(path, 'http://app.invalid').search;
    if (guestLink && new URLSearchParams(search).has(guestLink.param))
      return { kind: 'redirect', to: `${guestLink.to}${search}` };
    // After a logout or an expired session nothing is remembered; the root is never remembered.
    const remember = endReason === null && path !== '/';
    return remember
      ? { kind: 'redirect', to: '/login', rememberPath: path }
      : { kind: 'redirect', to: '/login' };
  }

  if (access === 'public') return { kind: 'redirect', to: '/workspaces' };
  if (access === 'private' && needsOnboarding(user)) return { kind: 'redirect', to: '/onboarding' };
  return { kind: 'render' };
}
