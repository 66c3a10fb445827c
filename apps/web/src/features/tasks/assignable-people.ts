import type { PublicUser } from '@teamboard/shared';

/** Board members and the workspace's internal members (admins, managers, members), once each. */
export function assignablePeople(lists: PublicUser[][]): PublicUser[] {
  const byId = new Map<string, PublicUser>();
  for (const user of lists.flat()) byId.set(user._id, user);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
