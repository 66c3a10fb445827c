import { needsOnboarding, type User } from '@teamboard/shared';

/**
 * An invitation link is not held back by onboarding: the invitee joins the workspace first and
 * is onboarded after.
 */
export function skipsOnboarding(path: string): boolean {
  return path.startsWith('/join/');
}

/**
 * Where a signed-in user lands: onboarding while the user has neither a
 * workspace nor a team size (unless an invitation link is waiting), then the remembered route, then the last active
 * workspace's projects, then the dashboard.
 */
export function landingPath(user: User, intendedRoute: string | null): string {
  if (intendedRoute && skipsOnboarding(intendedRoute)) return intendedRoute;
  if (needsOnboarding(user)) return '/onboarding';
  if (intendedRoute) return intendedRoute;
  if (user.lastActiveWorkspaceURL) return `/${user.lastActiveWorkspaceURL}/projects`;
  return '/dashboard';
}
