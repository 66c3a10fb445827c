import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boards, webhooks, type WebhookRow } from '../../db/schema/index';

export async function insertWebhook(
  db: Database,
  values: typeof webhooks.$inferInsert,
): Promise<WebhookRow> {
  const [row] = await db.insert(webhooks).values(values).returning();
  if (!row) throw new Error('webhook insert returned nothing');
  return row;
}

export async function listWebhooks(db: Database, workspaceId: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.workspaceId, workspaceId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
}

export async function findWebhook(db: Database, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.id, id));
  return row;
}

/** Whether the board is in the workspace (a webhook's board filter). */
export async function boardInWorkspace(
  db: Database,
  boardId: string,
  workspaceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: boards.id })
    .from(boards)
    .where(and(eq(boards.id, boardId), eq(boards.workspaceId, workspaceId)));
  return Boolean(row);
}

export async function updateWebhook(
  db: Database,
  id: string,
  changes: Partial<
    Pick<WebhookRow, 'url' | 'events' | 'active' | 'secretSealed' | 'failingSince' | 'disabledAt'>
  >,
  at: Date,
): Promise<WebhookRow> {
  const [row] = await db
    .update(webhooks)
    .set({ ...changes, updatedAt: at })
    .where(eq(webhooks.id, id))
    .returning();
  if (!row) throw new Error('webhook update returned nothing');
  return row;
}

export async function deleteWebhook(db: Database, id: string): Promise<void> {
  await db.delete(webhooks).where(eq(webhooks.id, id));
}
