import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exactTime, type SortKey, type Timed } from '../../db/keyset';
import {
  users,
  webhookDeliveries,
  webhooks,
  workspaceMembers,
  workspaces,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '../../db/schema/index';

/**
 * `limit` of the webhook's deliveries after `after`, newest first; one instant's in queue order
 * (`seq`), the order they were sent in, resumed from the seq of the cursor's delivery. Should that
 * delivery be purged meanwhile, the page starts again at its instant: a walk may then see a
 * delivery twice, but never misses one.
 */
export async function listDeliveries(
  db: Database,
  webhookId: string,
  { after, limit }: { after: SortKey | undefined; limit: number },
): Promise<Timed<WebhookDeliveryRow>[]> {
  const { createdAt, seq } = webhookDeliveries;
  const resumed = after
    ? sql`(${createdAt}, ${seq}) < (${after.at}::timestamptz, coalesce(
        (select d.seq from webhook_deliveries d where d.id = ${after.id}::uuid),
        9223372036854775807))`
    : undefined;
  const rows = await db
    .select({ delivery: webhookDeliveries, at: exactTime(createdAt) })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), resumed))
    .orderBy(desc(createdAt), desc(seq))
    .limit(limit);
  return rows.map(({ delivery, at }) => ({ ...delivery, at }));
}

export async function findDelivery(
  db: Database,
  id: string,
): Promise<{ delivery: WebhookDeliveryRow; webhook: WebhookRow } | undefined> {
  const [row] = await db
    .select({ delivery: webhookDeliveries, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

/** Queues a delivery at the end of the webhook's queue (a redelivery, a test event). */
export async function insertDelivery(
  db: Database,
  values: Pick<typeof webhookDeliveries.$inferInsert, 'webhookId' | 'eventId' | 'event' | 'body'>,
): Promise<WebhookDeliveryRow> {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  if (!row) throw new Error('webhook delivery insert returned nothing');
  return row;
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Leases up to `limit` active webhooks whose oldest pending delivery is due, until `leaseUntil`:
 * the process holding a webhook's lease is the only one sending its deliveries, so they leave
 * one at a time and in order. SKIP LOCKED lets several processes claim side by side.
 */
export async function claimDueWebhooks(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<WebhookRow[]> {
  return db.transaction(async (tx) => {
    const headDue = sql`(select ${webhookDeliveries.nextAttemptAt} from ${webhookDeliveries}
      where ${webhookDeliveries.webhookId} = ${webhooks.id} and ${webhookDeliveries.status} = 'pending'
      order by ${webhookDeliveries.seq} limit 1) <= ${timestamp(now)}`;
    const due = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.active, true),
          or(isNull(webhooks.leaseUntil), lt(webhooks.leaseUntil, now)),
          headDue,
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhooks)
      .set({ leaseUntil })
      .where(
        inArray(
          webhooks.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function releaseWebhook(db: Database, webhookId: string): Promise<void> {
  await db.update(webhooks).set({ leaseUntil: null }).where(eq(webhooks.id, webhookId));
}

/** The webhook's next pending deliveries, oldest first. */
export async function pendingDeliveries(
  db: Database,
  webhookId: string,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')))
    .orderBy(asc(webhookDeliveries.seq))
    .limit(limit);
}

/** One attempt's outcome, and where the delivery stands after it. */
export type AttemptRecord = Pick<
  WebhookDeliveryRow,
  | 'status'
  | 'nextAttemptAt'
  | 'lastAttemptAt'
  | 'responseStatus'
  | 'responseBody'
  | 'durationMs'
  | 'error'
>;

export async function recordAttempt(
  db: Database,
  deliveryId: string,
  attempt: AttemptRecord,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...attempt, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/** A delivery its receiver answered with a 2xx. */
export interface SentDelivery {
  id: string;
  at: Date;
  status: number | null;
  body: string | null;
  durationMs: number;
}

/**
 * Records deliveries that got through in one statement (one commit however many): the rows
 * travel as one JSON parameter, which both PostgreSQL drivers and PGlite take alike.
 */
export async function recordSuccesses(db: Database, sent: SentDelivery[]): Promise<void> {
  const rows = JSON.stringify(
    sent.map(({ id, at, status, body, durationMs }) => ({ id, at, status, body, durationMs })),
  );
  await db.execute(sql`update ${webhookDeliveries} set
      status = 'succeeded', attempts = ${webhookDeliveries.attempts} + 1,
      next_attempt_at = sent.at, last_attempt_at = sent.at, response_status = sent.status,
      response_body = sent.body, duration_ms = sent."durationMs", error = null
    from jsonb_to_recordset(${rows}::jsonb)
      as sent(id uuid, at timestamptz, status integer, body text, "durationMs" integer)
    where ${webhookDeliveries.id} = sent.id`);
}

/** A delivery got through: the webhook is not failing any more. */
export async function markWebhookHealthy(db: Database, webhookId: string): Promise<void> {
  await db
    .update(webhooks)
    .set({ failingSince: null })
    .where(and(eq(webhooks.id, webhookId), sql`${webhooks.failingSince} is not null`));
}

/** A delivery failed: answers since when the webhook has been failing. */
export async function markWebhookFailing(db: Database, webhookId: string, at: Date): Promise<Date> {
  const [row] = await db
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${timestamp(at)})` })
    .where(eq(webhooks.id, webhookId))
    .returning({ failingSince: webhooks.failingSince });
  return row?.failingSince ?? at;
}

/** Turns a failing webhook off; false when it was already off. */
export async function disableWebhook(db: Database, webhookId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(webhooks)
    .set({ active: false, disabledAt: at, updatedAt: at })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.active, true)))
    .returning({ id: webhooks.id });
  return rows.length > 0;
}

/**
 * Who hears that the webhook was turned off: its creator while they still run the workspace
 * (owner or admin), otherwise the workspace's owner.
 */
export async function webhookContact(
  db: Database,
  webhook: WebhookRow,
): Promise<{ email: string; name: string; workspaceName: string } | undefined> {
  const member = (condition: SQL) =>
    sql`(select ${workspaceMembers.userId} from ${workspaceMembers}
      where ${workspaceMembers.workspaceId} = ${workspaces.id} and ${condition} limit 1)`;
  const creator = member(
    sql`${workspaceMembers.userId} = ${webhook.createdBy}::uuid and ${workspaceMembers.role} in ('owner', 'admin')`,
  );
  const owner = member(sql`${workspaceMembers.role} = 'owner'`);
  const [row] = await db
    .select({ email: users.email, name: users.name, workspaceName: workspaces.name })
    .from(workspaces)
    .innerJoin(users, eq(users.id, sql`coalesce(${creator}, ${owner})`))
    .where(eq(workspaces.id, webhook.workspaceId));
  return row;
}
