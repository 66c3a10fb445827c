import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app';
import { MAX_SOCKETS_PER_USER } from '../../apps/server/src/modules/realtime/realtime-server';
import { boards, users, workspaceMembers } from '../../apps/server/src/db/schema/index';

/**
 * Access tokens of enough workspace members to watch the board from `sockets` sockets: a user
 * may hold only MAX_SOCKETS_PER_USER sockets, as a real audience is many people.
 */
export async function seedAudience(app: App, boardId: string, sockets: number): Promise<string[]> {
  const db = app.ctx.db;
  const [board] = await db
    .select({ workspaceId: boards.workspaceId })
    .from(boards)
    .where(eq(boards.id, boardId));
  if (!board) throw new Error('the benchmark board is gone');
  const count = Math.ceil(sockets / MAX_SOCKETS_PER_USER);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_unused, index) => ({
        name: `Watcher ${index + 1}`,
        username: `watcher${index + 1}`,
        email: `watcher${index + 1}@example.com`,
      })),
    )
    .returning({ id: users.id, version: users.sessionVersion });
  await db.insert(workspaceMembers).values(
    people.map((person) => ({
      workspaceId: board.workspaceId,
      userId: person.id,
      role: 'member' as const,
    })),
  );
  return Promise.all(
    people.map((person) => app.ctx.accessTokens.issue(person.id, person.version, randomUUID())),
  );
}
