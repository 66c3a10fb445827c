import type { PublicUser } from '@teamboard/shared';

/** People whose name or username contains `query` (case-insensitive), at most `limit`. */
export function matchingPeople(people: PublicUser[], query: string, limit = 6): PublicUser[] {
  const needle = query.toLowerCase();
  return people
    .filter(
      (user) =>
        user.name.toLowerCase().includes(needle) || user.username.toLowerCase().includes(needle),
    )
    .slice(0, limit);
}
