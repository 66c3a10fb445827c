import { and, count, desc, eq, gt, isNull, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { apiKeys, users, workspaces, type ApiKeyRow } from '../../db/schema/index';

export interface ApiKeyWithWorkspace {
  key: ApiKeyRow;
  workspaceName: string | null;
}

const notRevoked = isNull(apiKeys.revokedAt);
const active = (now: Date) =>
  and(notRevoked, or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/** The user's keys that were not revoked (expired ones too, marked by their date), newest first. */
export async function listApiKeys(db: Database, userId: string): Promise<ApiKeyWithWorkspace[]> {
  return db
    .select({ key: apiKeys, workspaceName: workspaces.name })
    .from(apiKeys)
    .leftJoin(workspaces, eq(workspaces.id, apiKeys.workspaceId))
    .where(and(eq(apiKeys.userId, userId), notRevoked))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countActiveApiKeys(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), active(now)));
  return row?.total ?? 0;
}

/** Holds the user's row until the transaction ends: two creations never both pass the limit. */
export async function lockUser(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

export async function insertApiKey(
  db: Database,
  values: typeof apiKeys.$inferInsert,
): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key insert returned nothing');
  return row;
}

/** Revokes one of the user's live keys; undefined when there is none by that id. */
export async function revokeApiKey(
  db: Database,
  userId: string,
  keyId: string,
  at: Date,
): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), notRevoked))
    .returning();
  return row;
}

/** The ids of the workspaces of `userId` (a value or a column) whose settings refuse keys. */
const refusingWorkspacesOf = (userId: SQLWrapper | string) => sql<string[]>`array(
  select m.workspace_id from workspace_members m
  join workspaces w on w.id = m.workspace_id
  where m.user_id = ${userId} and not w.api_keys_allowed)`;

/** Revokes every key of the user that still works, and answers them (expired keys do nothing). */
export async function revokeActiveApiKeys(
  db: Database,
  userId: string,
  at: Date,
): Promise<ApiKeyRow[]> {
  return db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.userId, userId), active(at)))
    .returning();
}

/** A key by its secret's hash, with its owner's session version and the workspaces that refuse keys. */
export async function findApiKeyForAuth(db: Database, secretHash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      sessionVersion: users.sessionVersion,
      refusingWorkspaces: refusingWorkspacesOf(apiKeys.userId),
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, secretHash))
    .limit(1);
  return row;
}

/** The user's workspaces whose settings refuse API keys, as they are now. */
export async function findRefusingWorkspaces(db: Database, userId: string): Promise<string[]> {
  const [row] = await rawRows<{ ids: string[] }>(
    db,
    sql`select ${refusingWorkspacesOf(userId)} as ids`,
  );
  return row?.ids ?? [];
}

/** Notes when and from where the key was last used. */
export async function touchApiKey(
  db: Database,
  keyId: string,
  use: { at: Date; ip: string },
): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: use.at, lastUsedIp: use.ip })
    .where(eq(apiKeys.id, keyId));
}
