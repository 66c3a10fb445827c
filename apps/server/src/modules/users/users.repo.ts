import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { users, type UserRow } from '../../db/schema/index';

/** Runs on every signed-in request (authenticate), hence prepared. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const statement = prepared(db, 'user_by_id', (on) =>
    on
      .select()
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('user_by_id'),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** The account linked to this Google identity (its stable `sub`). */
export async function findUserByGoogleSub(
  db: Database,
  googleSub: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return row;
}

export async function findUserByUsername(
  db: Database,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/** Usernames starting with `base`, to pick a free suffix in one query. */
export async function usernamesLike(db: Database, base: string): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} like ${`${base}%`}`);
  return rows.map((row) => row.username);
}

export async function insertUser(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: PgUpdateSetSource<typeof users>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/**
 * Stores a new password hash and moves the session version on, so every access token issued
 * before stops working. With `verifiedAt`, an address not yet verified counts as verified then.
 */
export async function replacePassword(
  db: Database,
  id: string,
  passwordHash: string,
  verifiedAt?: Date,
): Promise<UserRow> {
  return updateUser(db, id, {
    passwordHash,
    sessionVersion: sql`${users.sessionVersion} + 1`,
    ...(verifiedAt && {
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${verifiedAt.toISOString()}::timestamptz)`,
    }),
  });
}

/** Follows a renamed workspace: whoever was last in it stays in it. */
export async function retargetLastActiveWorkspace(
  db: Database,
  fromUrl: string,
  toUrl: string,
): Promise<void> {
  await db
    .update(users)
    .set({ lastActiveWorkspaceUrl: toUrl })
    .where(eq(users.lastActiveWorkspaceUrl, fromUrl));
}

/**
 * Whoever was last in the workspace at `goneUrl` (only `userId`, when given) and is no longer in
 * it moves to another workspace they belong to, the one they joined most recently, or to none.
 * Called once the membership or the workspace is gone, so that the workspace itself never counts.
 */
export async function fallBackLastActiveWorkspace(
  db: Database,
  goneUrl: string,
  userId?: string,
): Promise<void> {
  const another = sql`(
    select w.url from workspace_members m join workspaces w on w.id = m.workspace_id
    where m.user_id = ${users.id} and w.url <> ${goneUrl}
    order by m.joined_at desc limit 1)`;
  const wasThere = eq(users.lastActiveWorkspaceUrl, goneUrl);
  await db
    .update(users)
    .set({ lastActiveWorkspaceUrl: another })
    .where(userId ? and(wasThere, eq(users.id, userId)) : wasThere);
}
