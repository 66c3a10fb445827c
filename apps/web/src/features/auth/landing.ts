import { isOnboarded, type User } from '@teamboard/shared';

/**
 * Where a signed-in user lands (spec sections 2 and 4): onboarding until the team size is set,
 * then the remembered route, then the last active workspace's projects, then the dashboard.
 */
export function landingPath(user: User, intendedRoute: string | null): string {
  if (!isOnboarded(user)) return '/onboarding';
  if (intendedRoute) return intendedRoute;
  if (user.lastActiveWorkspaceURL) return `/${user.lastActiveWorkspaceURL}/projects`;
  return '/dashboard';
}
