import { randomUUID } from 'node:crypto';
import type { App } from '../../apps/server/src/app';
import { MAX_SOCKETS_PER_USER } from '../../apps/server/src/realtime/realtime-server';
import { users, workspaceMembers } from '../../apps/server/src/db/schema/index';

/** A seeded member of the benchmark workspace, signed in. */
export interface Member {
  id: string;
  token: string;
}

/**
 * `count` new members of the workspace, named `${label} 1`…, each with an access token of a
 * session of their own: written straight to the database, as signing 1,000 people in through the
 * API would time argon2id rather than the scenario.
 */
export async function seedMembers(
  app: App,
  workspaceId: string,
  label: string,
  count: number,
): Promise<Member[]> {
  const db = app.ctx.db;
  const handle = label.toLowerCase();
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_unused, index) => ({
        name: `${label} ${index + 1}`,
        username: `${handle}${index + 1}`,
        email: `${handle}${index + 1}@example.com`,
      })),
    )
    .returning({ id: users.id, version: users.sessionVersion });
  await db
    .insert(workspaceMembers)
    .values(people.map((person) => ({ workspaceId, userId: person.id, role: 'member' as const })));
  return Promise.all(
    people.map(async (person) => ({
      id: person.id,
      token: await app.ctx.accessTokens.issue(person.id, person.version, randomUUID()),
    })),
  );
}

/**
 * Access tokens of enough workspace members to watch a board from `sockets` sockets: a user
 * may hold only MAX_SOCKETS_PER_USER sockets, as a real audience is many people.
 */
export async function seedAudience(
  app: App,
  workspaceId: string,
  sockets: number,
): Promise<string[]> {
  const count = Math.ceil(sockets / MAX_SOCKETS_PER_USER);
  const watchers = await seedMembers(app, workspaceId, 'Watcher', count);
  return watchers.map((watcher) => watcher.token);
}
